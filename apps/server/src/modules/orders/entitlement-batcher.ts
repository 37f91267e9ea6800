/**
 * Generate requests that arrive together share one database call. Under load, each request on its
 * own cost a round trip, a commit and a wake-up of a database connection; taken together they cost
 * one of each (decision 010). A request that comes alone still goes straight through, one event
 * loop turn later.
 *
 * DataLoader does the collecting: requests are gathered until the event loop has read what the
 * sockets had (setImmediate), and while MAX_BATCHES_IN_FLIGHT batches are at the database, new
 * requests wait together for the next one. Nothing is cached and nothing outlives the batch, so
 * several server processes can share one database as before.
 */
import DataLoader from 'dataloader';
import { asError } from '../../lib/as-error.js';
import type { EntitlementInput, EntitlementOutcome } from './take-entitlement.js';

/** Large enough to empty a burst of 50 customers in a few calls, small enough for short transactions. */
export const MAX_BATCH_SIZE = 32;
/** Batches at the database at once; the connection pool keeps the rest for other work. */
export const MAX_BATCHES_IN_FLIGHT = 4;

export interface EntitlementCalls {
  /** One request: the single prepared call. */
  one(input: EntitlementInput): Promise<EntitlementOutcome>;
  /** Several requests in one statement; outcomes in input order. */
  many(inputs: readonly EntitlementInput[]): Promise<EntitlementOutcome[]>;
}

export function createEntitlementBatcher(
  calls: EntitlementCalls,
  limits = { maxBatchSize: MAX_BATCH_SIZE, maxInFlight: MAX_BATCHES_IN_FLIGHT },
) {
  let inFlight = 0;
  const waiting: (() => void)[] = [];

  async function run(inputs: readonly EntitlementInput[]): Promise<(EntitlementOutcome | Error)[]> {
    inFlight++;
    try {
      if (inputs.length === 1) return [await calls.one(inputs[0]!)];
      try {
        return await calls.many(inputs);
      } catch {
        // The batch statement failed as a whole (a deadlock with other work, a lost connection):
        // nothing of it was written. Each request then goes on its own and gets its own answer.
        return await Promise.all(inputs.map((input) => calls.one(input).catch(asError)));
      }
    } finally {
      inFlight--;
      waiting.shift()?.();
    }
  }

  const loader = new DataLoader<EntitlementInput, EntitlementOutcome>(run, {
    cache: false,
    maxBatchSize: limits.maxBatchSize,
    batchScheduleFn: (dispatch) =>
      setImmediate(() => {
        if (inFlight < limits.maxInFlight) dispatch();
        else waiting.push(dispatch);
      }),
  });

  return (input: EntitlementInput): Promise<EntitlementOutcome> => loader.load(input);
}
