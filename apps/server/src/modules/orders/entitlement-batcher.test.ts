import { describe, expect, it } from 'vitest';
import { createEntitlementBatcher, type EntitlementCalls } from './entitlement-batcher.js';
import type { EntitlementInput, EntitlementOutcome } from './take-entitlement.js';

const input = (userId: number): EntitlementInput => ({
  orderId: `order-${userId}`,
  userId,
  sessionId: `session-${userId}`,
  comand: 'NTG 5.5',
  mapRegion: 'Europe',
  version: 'V12.0',
  vin: 'WDD2050461F123456',
  userIp: null,
  requestIp: '127.0.0.1',
});

/** Customers with an even id have points; the calls are recorded. */
const outcomeFor = (i: EntitlementInput): EntitlementOutcome =>
  i.userId % 2 === 0 ? { ok: true, payment: 'points' } : { ok: false, reason: 'no-entitlement' };

function recordingCalls(overrides: Partial<EntitlementCalls> = {}) {
  const log: string[] = [];
  const calls: EntitlementCalls = {
    one: async (i) => {
      log.push(`one ${i.userId}`);
      return outcomeFor(i);
    },
    many: async (inputs) => {
      log.push(`many ${inputs.map((i) => i.userId).join(',')}`);
      return inputs.map(outcomeFor);
    },
    ...overrides,
  };
  return { log, calls };
}

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('taking entitlements together', () => {
  it('sends a lone request through the single call', async () => {
    const { log, calls } = recordingCalls();
    const take = createEntitlementBatcher(calls);
    expect(await take(input(2))).toEqual({ ok: true, payment: 'points' });
    expect(log).toEqual(['one 2']);
  });

  it('sends requests that arrive together in one call and gives each its own outcome', async () => {
    const { log, calls } = recordingCalls();
    const take = createEntitlementBatcher(calls);
    const outcomes = await Promise.all([take(input(1)), take(input(2)), take(input(4))]);
    expect(log).toEqual(['many 1,2,4']);
    expect(outcomes).toEqual([
      { ok: false, reason: 'no-entitlement' },
      { ok: true, payment: 'points' },
      { ok: true, payment: 'points' },
    ]);
  });

  it('takes each request on its own when the batch call fails as a whole', async () => {
    const { log, calls } = recordingCalls({
      many: async () => {
        throw new Error('deadlock detected');
      },
      one: async (i) => {
        log.push(`one ${i.userId}`);
        if (i.userId === 3) throw new Error('connection lost');
        return outcomeFor(i);
      },
    });
    const take = createEntitlementBatcher(calls);
    const results = await Promise.allSettled([take(input(2)), take(input(3))]);
    expect(log).toEqual(['one 2', 'one 3']);
    expect(results[0]).toEqual({ status: 'fulfilled', value: { ok: true, payment: 'points' } });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: { message: 'connection lost' } });
  });

  it('passes on the failure of a lone request', async () => {
    const { calls } = recordingCalls({
      one: async () => {
        throw new Error('database down');
      },
    });
    const take = createEntitlementBatcher(calls);
    await expect(take(input(2))).rejects.toThrow('database down');
  });

  it('gathers what arrives while the database is busy into the next call', async () => {
    const gate = deferred();
    const { log, calls } = recordingCalls();
    const held: EntitlementCalls = {
      ...calls,
      one: async (i) => {
        log.push(`one ${i.userId}`);
        if (i.userId === 2) await gate.promise;
        return outcomeFor(i);
      },
    };
    const take = createEntitlementBatcher(held, { maxBatchSize: 32, maxInFlight: 1 });
    const first = take(input(2));
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['one 2']);

    const later = [take(input(4)), take(input(5))];
    await new Promise((resolve) => setImmediate(resolve));
    const more = take(input(6));
    await new Promise((resolve) => setImmediate(resolve));
    // All three wait while the first is at the database, then go together.
    expect(log).toEqual(['one 2']);
    gate.release();
    await Promise.all([first, ...later, more]);
    expect(log).toEqual(['one 2', 'many 4,5,6']);
  });

  it('splits a burst larger than the batch size', async () => {
    const { log, calls } = recordingCalls();
    const take = createEntitlementBatcher(calls, { maxBatchSize: 2, maxInFlight: 4 });
    await Promise.all([1, 2, 3, 4, 5].map((id) => take(input(id))));
    expect(log).toEqual(['many 1,2', 'many 3,4', 'one 5']);
  });
});
