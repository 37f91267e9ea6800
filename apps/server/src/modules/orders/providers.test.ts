import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@navihub/contract/messages';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { orders } from '../../db/schema.js';
import { balance, toolId } from '../points/index.js';
import {
  call,
  createTestShop,
  grantPoints,
  sampleCode,
  signUp,
  staffFulfilment,
  type TestShop,
} from '../../test/harness.js';

/** A stand-in for a PIN supplier's API on loopback; each test scripts its answers. */
type Answer = { status: number; body?: unknown; delayMs?: number };
let script: Answer[] = [];
const seen: Array<{ auth?: string; idempotencyKey?: string; body: Record<string, string> }> = [];
let supplier: http.Server;
let supplierUrl: string;

beforeAll(async () => {
  supplier = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({
        auth: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(raw) as Record<string, string>,
      });
      const answer = script.shift() ?? { status: 500 };
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => supplier.listen(0, '127.0.0.1', resolve));
  supplierUrl = `http://127.0.0.1:${(supplier.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => supplier.close(() => resolve())));
beforeEach(() => {
  script = [];
  seen.length = 0;
});

async function orderWithPoint(shop: TestShop) {
  const user = await signUp(shop.app);
  await grantPoints(shop.database.db, user.id, 1);
  const res = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
    token: user.access,
    body: sampleCode(),
  });
  expect(res.status).toBe(200);
  return { user, orderId: res.body.order_id as string };
}

/** Runs due jobs, then makes retried ones due at once (instead of waiting out the back-off). */
async function runJobs(shop: TestShop, rounds: number) {
  for (let i = 0; i < rounds; i++) {
    await shop.app.jobWorker.drain();
    await shop.database.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
  }
}

const points = async (shop: TestShop, userId: number) =>
  balance(shop.database.db, userId, await toolId(shop.database.db, NAVIGATION_TOOL));

/** Every check answer names its order (issue 31): the NH- reference and what was bought. */
const anOrder = expect.objectContaining({
  reference: expect.stringMatching(/^NH-/),
  vin: expect.any(String),
});
/** An order paid with a point has no invoice of its own: the bundle's covers it (decision 054). */
// A live order's check answer also says it is live (decision 066).
const noInvoice = { invoice_url: null, credit_notes: [], livemode: true };

describe('supplier provider', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({
      PIN_PROVIDER: 'supplier',
      SUPPLIER_URL: supplierUrl,
      SUPPLIER_API_KEY: 'supplier-key',
      SUPPLIER_TIMEOUT_MS: '300',
      SUPPLIER_MAX_ATTEMPTS: '3',
    });
  });
  afterAll(() => shop.close());

  it('sends the order with the key and records the PIN it answers', async () => {
    script = [{ status: 200, body: { pin: 'SUP-12345' } }];
    const { user, orderId } = await orderWithPoint(shop);
    await runJobs(shop, 1);
    const res = await call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, { token: user.access });
    expect(res.body).toEqual({
      status: 'success',
      data: 'SUP-12345',
      message: messages.orderReady,
      order: anOrder,
      ...noInvoice,
    });
    expect(seen[0]).toMatchObject({
      auth: 'Bearer supplier-key',
      idempotencyKey: orderId,
      body: {
        order_id: orderId,
        comand: 'NTG 5.5',
        map_region: 'Europe',
        version: 'V12.0',
        vin: 'WDD2050461F123456',
      },
    });
  });

  it('retries after a 5xx and after a timeout, then succeeds', async () => {
    script = [
      { status: 503 },
      { status: 200, body: { pin: 'LATE' }, delayMs: 1000 },
      { status: 200, body: { pin: 'SUP-OK' } },
    ];
    const { user, orderId } = await orderWithPoint(shop);
    await runJobs(shop, 1);
    expect(
      (await call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, { token: user.access })).body
        .status,
    ).toBe('pending');
    await runJobs(shop, 2);
    const res = await call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, { token: user.access });
    expect(res.body.data).toBe('SUP-OK');
    expect(seen).toHaveLength(3);
    expect(await points(shop, user.id)).toBe(0);
  });

  it('fails the order and returns the point when the supplier refuses it', async () => {
    script = [{ status: 422, body: { error: 'unsupported region' } }];
    const { user, orderId } = await orderWithPoint(shop);
    await runJobs(shop, 2);
    const res = await call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, { token: user.access });
    expect(res.body).toEqual({
      status: 'error',
      data: null,
      message: messages.orderFailed,
      order: anOrder,
      ...noInvoice,
    });
    expect(seen).toHaveLength(1);
    expect(await points(shop, user.id)).toBe(1);
    const order = await shop.database.db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    expect(order?.failureReason).toContain('422');
    await shop.app.mailWorker.drain();
    expect(
      shop.mail.sent.some((m) => m.to === user.email && m.text.includes('point has been returned')),
    ).toBe(true);
  });

  it('fails the order and returns the point after the last attempt, exactly once', async () => {
    script = [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }];
    const { user, orderId } = await orderWithPoint(shop);
    await runJobs(shop, 5);
    expect(seen).toHaveLength(3);
    expect(await points(shop, user.id)).toBe(1);
    expect(
      (await call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, { token: user.access })).body
        .status,
    ).toBe('error');
    // A second failure report for the same order changes nothing.
    expect(await staffFulfilment(shop).failOrder(orderId, 'again')).toBe(false);
    expect(await points(shop, user.id)).toBe(1);
  });

  it('fails only the refused order when several are asked for together', async () => {
    // Answers go out in the order the requests arrive, so which order is refused is left open.
    script = [
      { status: 200, body: { pin: 'SUP-A' } },
      { status: 422, body: { error: 'unsupported region' } },
      { status: 200, body: { pin: 'SUP-B' } },
    ];
    const placed = [await orderWithPoint(shop), await orderWithPoint(shop), await orderWithPoint(shop)];
    await runJobs(shop, 2);
    const outcomes = await Promise.all(
      placed.map(async ({ user, orderId }) => ({
        check: (await call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, { token: user.access }))
          .body,
        points: await points(shop, user.id),
      })),
    );
    expect(seen).toHaveLength(3);
    expect(outcomes.map((o) => o.check.data).sort()).toEqual(['SUP-A', 'SUP-B', null]);
    const refused = outcomes.find((o) => o.check.status === 'error');
    expect(refused?.points).toBe(1);
    expect(outcomes.filter((o) => o.check.status === 'success').every((o) => o.points === 0)).toBe(true);
  });

  it('rejects an answer without a usable PIN and retries', async () => {
    script = [
      { status: 200, body: { nope: true } },
      { status: 200, body: { pin: 'SUP-2' } },
    ];
    const { user, orderId } = await orderWithPoint(shop);
    await runJobs(shop, 2);
    expect(
      (await call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, { token: user.access })).body
        .data,
    ).toBe('SUP-2');
  });
});

describe('manual provider', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ PIN_PROVIDER: 'manual' });
  });
  afterAll(() => shop.close());

  it('keeps the order pending until staff enter the PIN, then e-mails it', async () => {
    const { user, orderId } = await orderWithPoint(shop);
    await runJobs(shop, 2);
    const pending = await call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, {
      token: user.access,
    });
    expect(pending.body).toEqual({
      status: 'pending',
      data: null,
      message: messages.orderPending,
      order: anOrder,
      ...noInvoice,
    });

    expect(await staffFulfilment(shop).completeOrder(orderId, 'STAFF-77', false)).toBe(true);
    expect(await staffFulfilment(shop).completeOrder(orderId, 'OTHER', false)).toBe(false);
    const done = await call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, {
      token: user.access,
    });
    expect(done.body).toEqual({
      status: 'success',
      data: 'STAFF-77',
      message: messages.orderReady,
      order: anOrder,
      ...noInvoice,
    });
    await shop.app.mailWorker.drain();
    const mail = shop.mail.sent.find((m) => m.to === user.email && m.text.includes('STAFF-77'));
    expect(mail).toBeDefined();
    expect(mail!.text).not.toContain('DEMO');
  });
});

describe('demo provider', () => {
  it('gives the same code for the same order fields', async () => {
    const { createDemoPinProvider } = await import('../../providers/pin/demo.js');
    const provider = createDemoPinProvider('a-secret-of-sixteen');
    const request = {
      orderId: 'o-1',
      comand: 'NTG 5.5',
      mapRegion: 'Europe',
      version: 'V9.0',
      vin: 'WDD2050461F123456',
    };
    const a = await provider.obtain(request);
    expect(a).toEqual(await provider.obtain(request));
    expect(a).not.toEqual(await provider.obtain({ ...request, vin: 'WDD2050461F123457' }));
    expect(a).toMatchObject({ kind: 'ready', demo: true });
  });
});
