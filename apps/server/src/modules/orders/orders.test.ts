import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { messages } from '@navihub/contract/messages';
import { orderReference } from '@navihub/contract/order-reference';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { jobs, orders, subscriptions } from '../../db/schema.js';
import { createTokenSigner } from '../auth/index.js';
import { FULFIL_ORDER_JOB } from './order.js';
import { newOrderId } from './place-order.js';
import { prepareTakeEntitlements } from './take-entitlement.js';
import { balance, toolId } from '../points/index.js';
import {
  call,
  createTestShop,
  grantPoints,
  SAMPLE_VIN,
  sampleCode,
  sessionOf,
  signUp,
  testConfig,
  type TestShop,
  errorAnswer,
} from '../../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const db = () => shop.database.db;
/** The short reference an order's customer sees (in the history and the e-mails). */
const referenceOf = async (orderId: string) =>
  orderReference((await db().select({ n: orders.number }).from(orders).where(eq(orders.id, orderId)))[0]!.n);
const pointsOf = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));
const ordersOf = async (userId: number) =>
  (await db().select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;

async function generate(token: string, body: Record<string, unknown> = sampleCode()) {
  return call(shop.app, 'POST', '/api/v1/points-subs/generate/', { token, body });
}
async function check(token: string, orderId: string) {
  return call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, { token });
}

describe('generating with points', () => {
  it('takes one point, obtains a labelled demo PIN and e-mails it', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 2);
    const res = await generate(user.access, sampleCode({ vin: SAMPLE_VIN.toLowerCase() }));
    expect(res.status).toBe(200);
    const orderId = res.body.order_id as string;
    expect(await pointsOf(user.id)).toBe(1);

    await shop.app.jobWorker.drain();
    const status = await check(user.access, orderId);
    expect(status.body).toEqual({
      status: 'success',
      data: expect.stringMatching(/^[A-Z2-9]{6}$/),
      message: messages.demoPin,
      // What the success page shows of the order (issue 31).
      order: {
        reference: expect.stringMatching(/^NH-[0-9A-Z]{4}-\d{2}$/),
        comand: 'NTG 5.5',
        map_region: 'Europe',
        version: 'V12.0',
        vin: SAMPLE_VIN,
      },
      // A live order (the sandbox's say false: decision 066).
      livemode: true,
      // Paid with a point: the bundle's invoice covers it, so none of its own (decision 054).
      invoice_url: null,
      credit_notes: [],
    });
    expect((await check(user.access, orderId)).body.data).toBe(status.body.data);

    await shop.app.mailWorker.drain();
    const mail = shop.mail.sent.find((m) => m.to === user.email && m.subject.includes(SAMPLE_VIN));
    expect(mail?.text).toContain(`PIN: ${status.body.data}`);
    expect(mail?.text).toContain('DEMO code');
  });

  it('e-mails the PIN even when the customer switched notifications off (the PIN is the goods bought)', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 1);
    await call(shop.app, 'POST', '/auth/user/receive_email', { token: user.access });
    const res = await generate(user.access);
    await shop.app.jobWorker.drain();
    await shop.app.mailWorker.drain();
    const status = await check(user.access, res.body.order_id as string);
    expect(status.body.status).toBe('success');
    const mails = shop.mail.sent.filter((m) => m.to === user.email && m.subject.includes(SAMPLE_VIN));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`PIN: ${status.body.data}`);
  });

  it('refuses without points or subscription, and writes nothing', async () => {
    const user = await signUp(shop.app);
    const res = await generate(user.access);
    expect(res.status).toBe(402);
    expect(res.body).toEqual(errorAnswer('no_entitlement', { detail: messages.noEntitlement }));
    expect(await ordersOf(user.id)).toBe(0);
  });

  it('refuses bad input with field messages and takes no point', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 1);
    const shortVin = await generate(user.access, sampleCode({ vin: 'WDD205' }));
    expect(shortVin.status).toBe(400);
    expect(shortVin.body).toEqual(errorAnswer('invalid', { vin: [messages.vinLength] }));
    const noVin = await generate(user.access, sampleCode({ vin: '' }));
    expect(noVin.body).toEqual(errorAnswer('invalid', { vin: [messages.vinRequired] }));
    const missing = await generate(user.access, { vin: SAMPLE_VIN });
    expect(missing.body).toMatchObject({ comand: [messages.required], map_region: [messages.required] });
    const unknown = await generate(user.access, sampleCode({ version: 'V99.0' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe(messages.unknownVariant);
    expect(await pointsOf(user.id)).toBe(1);
    expect(await ordersOf(user.id)).toBe(0);
  });

  it('needs a signed-in customer', async () => {
    expect(
      (await call(shop.app, 'POST', '/api/v1/points-subs/generate/', { body: sampleCode() })).status,
    ).toBe(401);
  });

  it('answers a valid token of a user who no longer exists like every signed-in route, writing nothing', async () => {
    const signer = createTokenSigner({ secret: shop.app.config.JWT_SECRET, accessTtl: 300, refreshTtl: 600 });
    const { token } = await signer.sign(2_000_000_000, 'access', 'a-session-of-nobody');
    const [before] = await db().select({ n: count() }).from(orders);
    const res = await generate(token);
    const elsewhere = await call(shop.app, 'GET', '/api/v1/history/', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(elsewhere.body);
    expect(elsewhere.status).toBe(401);
    const unknownVariant = await generate(token, sampleCode({ version: 'V0.1' }));
    expect(unknownVariant.status).toBe(401);
    expect((await db().select({ n: count() }).from(orders))[0]!.n).toBe(before!.n);
  });

  it('gives exactly k orders for N concurrent requests with a balance of k', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 3);
    const results = await Promise.all(Array.from({ length: 10 }, () => generate(user.access)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 402)).toHaveLength(7);
    expect(await pointsOf(user.id)).toBe(0);
    expect(await ordersOf(user.id)).toBe(3);
  });

  it('answers each of several customers arriving together on its own', async () => {
    const [rich, poor, lost] = await Promise.all([1, 2, 3].map(() => signUp(shop.app)));
    await grantPoints(db(), rich!.id, 2);
    await grantPoints(db(), lost!.id, 1);
    const signer = createTokenSigner({ secret: shop.app.config.JWT_SECRET, accessTtl: 300, refreshTtl: 600 });
    const ghost = (await signer.sign(2_000_000_001, 'access', 'a-session-of-nobody')).token;

    const [first, second, refused, unknownVariant, noUser] = await Promise.all([
      generate(rich!.access),
      generate(rich!.access),
      generate(poor!.access),
      generate(lost!.access, sampleCode({ version: 'V0.1' })),
      generate(ghost),
    ]);
    expect([first!.status, second!.status, refused!.status, unknownVariant!.status, noUser!.status]).toEqual([
      200, 200, 402, 400, 401,
    ]);
    const ids = [first!.body.order_id, second!.body.order_id];
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect((await check(rich!.access, id as string)).status).toBe(200);
    expect(await pointsOf(rich!.id)).toBe(0);
    expect(await ordersOf(rich!.id)).toBe(2);
    // The refused and the unknown variant took nothing.
    expect(await pointsOf(lost!.id)).toBe(1);
    expect(await ordersOf(poor!.id)).toBe(0);
    expect(await ordersOf(lost!.id)).toBe(0);
  });
});

describe('the batch call take_entitlements_and_orders', () => {
  it('takes each request as the single call would and answers in request order', async () => {
    const [rich, poor, gone] = await Promise.all([signUp(shop.app), signUp(shop.app), signUp(shop.app)]);
    await grantPoints(db(), rich.id, 1);
    await grantPoints(db(), gone.id, 1);
    await call(shop.app, 'POST', '/auth/logout/', { body: { refresh: gone.refresh } });
    const takeMany = prepareTakeEntitlements(db(), { subscriptionDailyLimit: 0, jobKind: FULFIL_ORDER_JOB });
    const sessionIds = new Map([rich, poor, gone].map((u) => [u.id, sessionOf(u.access)]));
    const request = (userId: number, orderId: string, version = 'V12.0') => ({
      orderId,
      userId,
      sessionId: sessionIds.get(userId) ?? 'a-session-of-nobody',
      comand: 'NTG 5.5',
      mapRegion: 'Europe',
      version,
      vin: SAMPLE_VIN,
      userIp: null,
      requestIp: '127.0.0.1',
    });
    const ids = [newOrderId(), newOrderId(), newOrderId(), newOrderId(), newOrderId(), newOrderId()];

    const outcomes = await takeMany([
      request(poor.id, ids[0]!),
      request(rich.id, ids[1]!),
      request(rich.id, ids[2]!),
      request(rich.id, ids[3]!, 'V0.1'),
      request(2_000_000_002, ids[4]!),
      request(gone.id, ids[5]!),
    ]);

    expect(outcomes).toEqual([
      { ok: false, reason: 'no-entitlement' },
      { ok: true, payment: 'points' },
      { ok: false, reason: 'no-entitlement' },
      { ok: false, reason: 'unknown-variant' },
      { ok: false, reason: 'unknown-user' },
      { ok: false, reason: 'session-ended' },
    ]);
    expect(await pointsOf(rich.id)).toBe(0);
    expect(await pointsOf(gone.id)).toBe(1);
    const written = await db().select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
    expect(written.map((o) => o.id)).toEqual([ids[1]]);
    const queued = await db()
      .select({ n: count() })
      .from(jobs)
      .where(sql`${jobs.payload}->>'orderId' = ${ids[1]!}`);
    expect(queued[0]!.n).toBe(1);
  });
});

describe('fulfilling the orders of one claim together', () => {
  it('gives every order its own PIN and e-mail, a customer who switched notifications off included', async () => {
    const customers = await Promise.all([signUp(shop.app), signUp(shop.app), signUp(shop.app)]);
    for (const customer of customers) await grantPoints(db(), customer.id, 2);
    const quiet = customers[2]!;
    await call(shop.app, 'POST', '/auth/user/receive_email', { token: quiet.access });
    const placed: { customer: (typeof customers)[number]; orderId: string }[] = [];
    for (const [i, customer] of [...customers, customers[0]!].entries()) {
      const res = await generate(customer.access, sampleCode({ vin: `WDD2050461F12345${i}` }));
      placed.push({ customer, orderId: res.body.order_id as string });
    }
    await shop.app.jobWorker.drain();
    await shop.app.mailWorker.drain();
    const pins = new Set<string>();
    for (const { customer, orderId } of placed) {
      const status = await check(customer.access, orderId);
      expect(status.body.status).toBe('success');
      pins.add(status.body.data as string);
      // The e-mail names the order by the reference the customer sees, not its internal id.
      const reference = await referenceOf(orderId);
      const mails = shop.mail.sent.filter((m) => m.to === customer.email && m.text.includes(reference));
      expect(mails[0]!.text).not.toContain(orderId);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`PIN: ${status.body.data}`);
    }
    expect(pins.size).toBe(placed.length);
  });

  it('fulfils and e-mails an order once when two jobs for it are due together', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 1);
    const orderId = (await generate(user.access)).body.order_id as string;
    await db().insert(jobs).values({ kind: FULFIL_ORDER_JOB, payload: { orderId } });
    await shop.app.jobWorker.drain();
    await shop.app.mailWorker.drain();
    expect((await check(user.access, orderId)).body.status).toBe('success');
    const reference = await referenceOf(orderId);
    expect(shop.mail.sent.filter((m) => m.text.includes(reference))).toHaveLength(1);
    const states = await db()
      .select({ status: jobs.status })
      .from(jobs)
      .where(sql`${jobs.payload}->>'orderId' = ${orderId}`);
    expect(states.map((job) => job.status)).toEqual(['done', 'done']);
  });
});

describe('generating with a subscription', () => {
  it('takes no point while the subscription is active', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 1);
    const tool = await toolId(db(), NAVIGATION_TOOL);
    await db()
      .insert(subscriptions)
      .values({ userId: user.id, toolId: tool, endDate: new Date(Date.now() + 86_400_000) });
    const res = await generate(user.access, sampleCode({ type: 'subscribe' }));
    expect(res.status).toBe(200);
    expect(await pointsOf(user.id)).toBe(1);
    await shop.app.jobWorker.drain();
    expect((await check(user.access, res.body.order_id as string)).body.status).toBe('success');
  });

  it('falls back to points once the subscription has ended', async () => {
    const user = await signUp(shop.app);
    const tool = await toolId(db(), NAVIGATION_TOOL);
    await db()
      .insert(subscriptions)
      .values({ userId: user.id, toolId: tool, endDate: new Date(Date.now() - 1000) });
    expect((await generate(user.access)).status).toBe(402);
  });
});

describe('subscription fair-use limit', () => {
  it('is on by default (50 codes a subscriber and day); 0 still turns it off', () => {
    expect(testConfig().SUBSCRIPTION_DAILY_LIMIT).toBe(50);
    expect(testConfig({ SUBSCRIPTION_DAILY_LIMIT: '0' }).SUBSCRIPTION_DAILY_LIMIT).toBe(0);
  });

  it('stops subscription codes after the daily limit', async () => {
    const limited = await createTestShop({ SUBSCRIPTION_DAILY_LIMIT: '2' });
    try {
      const user = await signUp(limited.app);
      const tool = await toolId(limited.database.db, NAVIGATION_TOOL);
      await limited.database.db
        .insert(subscriptions)
        .values({ userId: user.id, toolId: tool, endDate: new Date(Date.now() + 86_400_000) });
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (
            await call(limited.app, 'POST', '/api/v1/points-subs/generate/', {
              token: user.access,
              body: sampleCode(),
            })
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);

      // Concurrent requests of one subscriber cannot pass the limit together.
      const other = await signUp(limited.app);
      await limited.database.db
        .insert(subscriptions)
        .values({ userId: other.id, toolId: tool, endDate: new Date(Date.now() + 86_400_000) });
      const together = await Promise.all(
        Array.from({ length: 6 }, () =>
          call(limited.app, 'POST', '/api/v1/points-subs/generate/', {
            token: other.access,
            body: sampleCode(),
          }),
        ),
      );
      expect(together.map((res) => res.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('checking and history', () => {
  it("answers someone else's order like a missing one", async () => {
    const owner = await signUp(shop.app);
    const other = await signUp(shop.app);
    await grantPoints(db(), owner.id, 1);
    const orderId = (await generate(owner.access)).body.order_id as string;
    const res = await check(other.access, orderId);
    expect(res.status).toBe(404);
    expect((await check(other.access, '6b0f1c8e-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await check(other.access, 'not-a-uuid')).status).toBe(400);
  });

  it('lists only my orders, newest first, in pages', async () => {
    const me = await signUp(shop.app);
    const other = await signUp(shop.app);
    await grantPoints(db(), me.id, 23);
    await grantPoints(db(), other.id, 1);
    await generate(other.access);
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      const vin = `WDD2050461F${String(100000 + i)}`;
      ids.push((await generate(me.access, sampleCode({ vin }))).body.order_id as string);
    }
    await shop.app.jobWorker.drain();
    const first = await call(shop.app, 'GET', '/api/v1/history/', { token: me.access });
    expect(first.body.count).toBe(23);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.next).toBe('/api/v1/history/?page=2');
    expect(first.body.previous).toBeNull();
    expect(first.body.results[0]).toEqual({
      order_id: ids[22],
      reference: expect.stringMatching(/^NH-[0-9A-HJKMNP-TV-Z]{4}-\d{2}$/),
      comand: 'NTG 5.5',
      version: 'V12.0',
      map_region: 'Europe',
      vin: 'WDD2050461F100022',
      pin: expect.stringMatching(/^[A-Z2-9]{6}$/),
      created_at: expect.any(String),
      paid_with: 'points',
      refunded_at: null,
      refund_status: null,
      refunded_amount: null,
      currency: 'USD',
      // No price for a point's order (decision 072).
      price: null,
      tax: null,
      gross: null,
      livemode: true,
      // Paid with a point: the bundle's invoice covers it (issue 33).
      invoice_url: null,
      credit_notes: [],
    });
    // Each order has its own short reference.
    const references = new Set(first.body.results.map((r: { reference: string }) => r.reference));
    expect(references.size).toBe(20);
    const second = await call(shop.app, 'GET', '/api/v1/history/?page=2', { token: me.access });
    expect(second.body.results.map((r: { order_id: string }) => r.order_id)).toEqual([
      ids[2],
      ids[1],
      ids[0],
    ]);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toBe('/api/v1/history/?page=1');
    expect((await call(shop.app, 'GET', '/api/v1/history/')).status).toBe(401);
  });
});

describe('a second purchase of the same PIN within a day (issue 31)', () => {
  const recent = (body: Record<string, unknown>) =>
    call(shop.app, 'POST', '/api/v1/codes/recent-purchase/', { body });
  const sameCode = { comand: 'NTG 5.5', map_region: 'Europe', version: 'V12.0' };

  it("tells the buyer, by the account's e-mail or the order's, when the same PIN was bought", async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 1);
    const vin = 'WDD2050461F654321';
    expect((await recent({ ...sameCode, vin, email: user.email })).body).toEqual({ bought_at: null });

    const res = await generate(user.access, sampleCode({ vin }));
    expect(res.status).toBe(200);
    const answer = await recent({ ...sameCode, vin: vin.toLowerCase(), email: user.email.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(Date.now() - Date.parse(answer.body.bought_at as string)).toBeLessThan(60_000);

    // Another VIN, another version or another e-mail is not the same PIN.
    expect((await recent({ ...sameCode, vin: SAMPLE_VIN, email: user.email })).body.bought_at).toBeNull();
    expect(
      (await recent({ ...sameCode, version: 'V11.0', vin, email: user.email })).body.bought_at,
    ).toBeNull();
    expect((await recent({ ...sameCode, vin, email: 'someone@example.com' })).body.bought_at).toBeNull();
  });

  it('answers a bad request with field messages', async () => {
    const res = await recent({ ...sameCode, vin: 'short', email: 'a@b.co' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorAnswer('invalid', { vin: [messages.vinLength] }));
  });
});
