import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { messages } from '@navihub/contract/messages';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { TEST_VINS } from '@navihub/contract/sandbox';
import { jobs, orders, testOrders } from '../../db/schema.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { signUpReseller } from '../../test/shops.js';
import { call, createTestShop, grantPoints, sampleCode, type TestShop } from '../../test/harness.js';
import { balance, toolId } from '../points/index.js';
import { TEST_ORDER_JOB } from './test-orders.js';

const vinOf = (which: string) => TEST_VINS.find((t) => t.case === which)!.vin;

let hook: WebhookReceiver;
let shop: TestShop;

beforeAll(async () => {
  hook = await startWebhookReceiver();
  shop = await createTestShop({ WEBHOOK_ALLOW_PRIVATE: 'on', API_KEY_REQUESTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await shop.close();
  await hook.close();
});

/** A reseller with points, a browser session, a live key and a test key. */
async function reseller(points = 3) {
  const user = await signUpReseller(shop);
  if (points > 0) await grantPoints(shop.database.db, user.id, points);
  return user;
}

const pointsOf = async (userId: number) =>
  balance(shop.database.db, userId, await toolId(shop.database.db, NAVIGATION_TOOL));

async function generate(token: string, overrides: Record<string, unknown> = {}, idempotencyKey?: string) {
  const res = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
    token,
    body: sampleCode(overrides),
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
  expect(res.status).toBe(200);
  return res.body;
}

const check = (token: string, orderId: string) =>
  call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, { token });

/** The time a test VIN keeps its order pending passes: its job comes due now and runs. */
async function sandboxDelayPasses() {
  await shop.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, TEST_ORDER_JOB), eq(jobs.status, 'queued')));
  await shop.app.jobWorker.drain();
}

describe('a test key orders in the sandbox', () => {
  it('gets a marked demo PIN through the same endpoints and answers, taking no point', async () => {
    const user = await reseller(3);
    const created = await generate(user.test);
    expect(created.livemode).toBe(false);
    await shop.app.jobWorker.drain();

    const checked = await check(user.test, created.order_id);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      status: 'success',
      message: messages.demoPin,
      livemode: false,
      invoice_url: null,
      order: { comand: 'NTG 5.5', map_region: 'Europe', version: 'V12.0', vin: 'WDD2050461F123456' },
    });
    expect(checked.body.data).toMatch(/^[A-Z2-9]{6}$/);
    expect(checked.body.order?.reference).toMatch(/^NH-TEST-/);

    const history = await call(shop.app, 'GET', '/api/v1/history/', { token: user.test });
    expect(history.body.count).toBe(1);
    expect(history.body.results[0]).toMatchObject({
      order_id: created.order_id,
      pin: checked.body.data,
      livemode: false,
    });
    // Nothing was taken, and no live order was written.
    expect(await pointsOf(user.id)).toBe(3);
    expect(await shop.database.db.select().from(orders).where(eq(orders.id, created.order_id))).toEqual([]);
  });

  it('orders without a point or a subscription, and refuses a variant not on offer as live does', async () => {
    const user = await reseller(0);
    expect((await generate(user.test)).livemode).toBe(false);
    const unknown = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
      token: user.test,
      body: sampleCode({ version: 'V99.9' }),
    });
    expect(unknown.status).toBe(400);
    const live = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
      token: user.live,
      body: sampleCode(),
    });
    expect(live.status).toBe(402);
  });
});

describe('live and test never meet', () => {
  it('keeps test orders from browsers and live keys, and live orders from test keys', async () => {
    const user = await reseller(3);
    const liveOrder = await generate(user.access);
    expect(liveOrder.livemode).toBe(true);
    const testOrder = await generate(user.test);
    await shop.app.jobWorker.drain();

    for (const token of [user.access, user.live]) {
      const history = await call(shop.app, 'GET', '/api/v1/history/', { token });
      expect(history.body.results.map((r: { order_id: string }) => r.order_id)).toEqual([liveOrder.order_id]);
      expect(history.body.results[0]?.livemode).toBe(true);
      expect((await check(token, testOrder.order_id)).status).toBe(404);
    }
    expect((await check(user.access, liveOrder.order_id)).body.livemode).toBe(true);
    const testHistory = await call(shop.app, 'GET', '/api/v1/history/', { token: user.test });
    expect(testHistory.body.results.map((r: { order_id: string }) => r.order_id)).toEqual([
      testOrder.order_id,
    ]);
    expect((await check(user.test, liveOrder.order_id)).status).toBe(404);
    // The live order took its point; the test order none.
    expect(await pointsOf(user.id)).toBe(2);
  });

  it('keeps one Idempotency-Key apart in the two modes: a test replay never answers a live order', async () => {
    const user = await reseller(3);
    const testOrder = await generate(user.test, {}, 'order-42');
    const liveOrder = await generate(user.live, {}, 'order-42');
    expect(liveOrder.order_id).not.toBe(testOrder.order_id);
    expect(liveOrder.livemode).toBe(true);
    expect((await generate(user.test, {}, 'order-42')).order_id).toBe(testOrder.order_id);
    expect(await pointsOf(user.id)).toBe(2);
  });

  it("never puts a test order into another account's reach", async () => {
    const owner = await reseller(0);
    const other = await reseller(0);
    const testOrder = await generate(owner.test);
    expect((await check(other.test, testOrder.order_id)).status).toBe(404);
  });
});

describe('the test VINs', () => {
  it('a refused VIN fails the order at once, with its reason', async () => {
    const user = await reseller(0);
    const created = await generate(user.test, { vin: vinOf('vin_refused') });
    await shop.app.jobWorker.drain();
    const checked = await check(user.test, created.order_id);
    expect(checked.body).toMatchObject({ status: 'error', data: null, livemode: false });
    expect(checked.body.message).toContain('The supplier refused this VIN');
  });

  it('a delayed PIN keeps the order pending, then fulfils it', async () => {
    const user = await reseller(0);
    const created = await generate(user.test, { vin: vinOf('delayed_pin') });
    await shop.app.jobWorker.drain();
    expect((await check(user.test, created.order_id)).body.status).toBe('pending');
    await sandboxDelayPasses();
    const checked = await check(user.test, created.order_id);
    expect(checked.body.status).toBe('success');
    expect(checked.body.data).toMatch(/^[A-Z2-9]{6}$/);
  });

  it('out of stock keeps the order pending, then fails it', async () => {
    const user = await reseller(0);
    const created = await generate(user.test, { vin: vinOf('out_of_stock') });
    await shop.app.jobWorker.drain();
    expect((await check(user.test, created.order_id)).body.status).toBe('pending');
    await sandboxDelayPasses();
    const checked = await check(user.test, created.order_id);
    expect(checked.body.status).toBe('error');
    expect(checked.body.message).toContain('Out of stock');
    const [row] = await shop.database.db.select().from(testOrders).where(eq(testOrders.id, created.order_id));
    expect(row!.failureReason).toBe(TEST_VINS.find((t) => t.case === 'out_of_stock')!.failureReason);
  });
});

describe('webhooks in the sandbox', () => {
  it('sends test events only to test endpoints and live events only to live ones, each saying livemode', async () => {
    const user = await reseller(3);
    const events = ['order.fulfilled', 'order.failed', 'bulk_order.completed'];
    const liveEndpoint = await call(shop.app, 'POST', '/api/v1/webhooks/', {
      token: user.access,
      body: { url: hook.url(`/live-${user.id}`), events },
    });
    const testEndpoint = await call(shop.app, 'POST', '/api/v1/webhooks/', {
      token: user.test,
      body: { url: hook.url(`/test-${user.id}`), events },
    });
    expect(liveEndpoint.body.livemode).toBe(true);
    expect(testEndpoint.body.livemode).toBe(false);
    // Each mode lists and manages only its own endpoints.
    const testList = await call(shop.app, 'GET', '/api/v1/webhooks/', { token: user.test });
    expect(testList.body.results.map((e: { id: number }) => e.id)).toEqual([testEndpoint.body.id]);
    const liveList = await call(shop.app, 'GET', '/api/v1/webhooks/', { token: user.access });
    expect(liveList.body.results.map((e: { id: number }) => e.id)).toEqual([liveEndpoint.body.id]);
    const crossDelete = await call(shop.app, 'DELETE', `/api/v1/webhooks/${liveEndpoint.body.id}/`, {
      token: user.test,
    });
    expect(crossDelete.status).toBe(404);

    await generate(user.test);
    await generate(user.test, { vin: vinOf('vin_refused') });
    await generate(user.live);
    await shop.app.jobWorker.drain();
    await shop.app.jobWorker.drain();

    const testBodies = hook.bodiesAt(`/test-${user.id}`);
    expect(testBodies.map((b) => b.type).sort()).toEqual(['order.failed', 'order.fulfilled']);
    for (const body of testBodies) {
      expect(body.data.livemode).toBe(false);
      expect(body.data.reference).toMatch(/^NH-TEST-/);
    }
    expect(testBodies.find((b) => b.type === 'order.fulfilled')!.data.pin_is_demo).toBe(true);
    const liveBodies = hook.bodiesAt(`/live-${user.id}`);
    expect(liveBodies.map((b) => b.type)).toEqual(['order.fulfilled']);
    expect(liveBodies[0]!.data.livemode).toBe(true);
    // Signed as every delivery is.
    const delivery = hook.at(`/test-${user.id}`)[0]!;
    expect(() =>
      new Webhook(testEndpoint.body.secret).verify(delivery.body, delivery.headers as never),
    ).not.toThrow();
    // The test key's deliveries are the test endpoint's only.
    const deliveries = await call(shop.app, 'GET', '/api/v1/webhooks/deliveries/', { token: user.test });
    expect(new Set(deliveries.body.results.map((d: { endpoint_id: number }) => d.endpoint_id))).toEqual(
      new Set([testEndpoint.body.id]),
    );
  });
});

describe('bulk orders in the sandbox', () => {
  const csv = (vins: string[]) =>
    [
      'comand,map_region,version,vin,reference',
      ...vins.map((vin, i) => `NTG 5.5,Europe,V12.0,${vin},van-${i + 1}`),
    ].join('\n');
  const upload = async (token: string, body: string, dryRun = false) => {
    const res = await shop.app.inject({
      method: 'POST',
      url: `/api/v1/bulk-orders/${dryRun ? '?dry_run=true' : ''}`,
      payload: body,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    });
    return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  it('checks, orders and reports a test batch without a point, apart from live batches', async () => {
    const user = await reseller(0);
    await call(shop.app, 'POST', '/api/v1/webhooks/', {
      token: user.test,
      body: { url: hook.url(`/bulk-${user.id}`), events: ['bulk_order.completed'] },
    });
    const file = csv(['WDD2050461F200001', vinOf('vin_refused'), 'WDD2050461F200003']);

    const dry = await upload(user.test, file, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ can_order: true, points_needed: 0, pays_with: null, livemode: false });
    expect((await upload(user.live, file, true)).body).toMatchObject({ can_order: false, livemode: true });

    const taken = await upload(user.test, file);
    expect(taken.status).toBe(202);
    expect(taken.body.livemode).toBe(false);
    const id = taken.body.id as string;
    await expect
      .poll(
        async () => {
          await shop.database.db
            .update(jobs)
            .set({ runAt: sql`now()` })
            .where(and(eq(jobs.kind, 'bulk-order'), eq(jobs.status, 'queued')));
          await shop.app.jobWorker.drain();
          return (await call(shop.app, 'GET', `/api/v1/bulk-orders/${id}/`, { token: user.test })).body
            .status;
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe('completed');
    const done = (await call(shop.app, 'GET', `/api/v1/bulk-orders/${id}/`, { token: user.test })).body;
    expect(done).toMatchObject({ rows: 3, fulfilled: 2, failed: 1, livemode: false });

    const results = await shop.app.inject({
      method: 'GET',
      url: `/api/v1/bulk-orders/${id}/results.csv`,
      headers: { authorization: `Bearer ${user.test}` },
    });
    const rows = parse(results.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.status)).toEqual(['fulfilled_demo', 'failed', 'fulfilled_demo']);
    for (const row of rows) expect(row.order_number).toMatch(/^NH-TEST-/);

    // Nothing taken, nothing live, and a live caller does not find the batch.
    expect(await pointsOf(user.id)).toBe(0);
    expect((await call(shop.app, 'GET', `/api/v1/bulk-orders/${id}/`, { token: user.live })).status).toBe(
      404,
    );
    expect((await call(shop.app, 'GET', `/api/v1/bulk-orders/${id}/`, { token: user.access })).status).toBe(
      404,
    );
    const completed = hook.bodiesAt(`/bulk-${user.id}`);
    expect(completed.map((b) => b.type)).toEqual(['bulk_order.completed']);
    expect(completed[0]!.data).toMatchObject({ bulk_order_id: id, livemode: false, fulfilled: 2, failed: 1 });
  });
});

describe('the sandbox documented', () => {
  it('lists every test VIN and its case in the API document and the README', async () => {
    const doc = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { info, paths } = JSON.parse(doc.body) as {
      info: { description: string };
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    for (const testVin of TEST_VINS) {
      expect(info.description).toContain(`| \`${testVin.vin}\` | \`${testVin.case}\` |`);
      expect(readme).toMatch(new RegExp(`\\| \`${testVin.vin}\`\\s*\\| \`${testVin.case}\``));
    }
    expect(paths['/api/v1/points-subs/generate/']!.post!.description).toContain('Sandbox: with a test key');
  });
});
