import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { idempotencyKeys, orders, payments } from '../../db/schema.js';
import {
  call,
  createTestShop,
  fieldErrors,
  grantPoints,
  sampleCode,
  signUp,
  type TestShop,
} from '../../test/harness.js';
import { purgeIdempotencyKeys } from './store.js';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const GENERATE = '/api/v1/points-subs/generate/';

async function ordersOf(userId: number) {
  const [row] = await shop.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row!.n;
}

function generate(token: string, key: string | undefined, body: Record<string, unknown> = sampleCode()) {
  return call(shop.app, 'POST', GENERATE, {
    token,
    body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

describe('Idempotency-Key on generate', () => {
  it('answers a retry with the first answer and orders once', async () => {
    const user = await signUp(shop.app);
    await grantPoints(shop.database.db, user.id, 3);
    const first = await generate(user.access, 'order-2026-0001');
    expect(first.status).toBe(200);
    expect(first.res.headers['idempotent-replayed']).toBeUndefined();
    const again = await generate(user.access, 'order-2026-0001');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.res.headers['idempotent-replayed']).toBe('true');
    expect(await ordersOf(user.id)).toBe(1);
    // Without the header every POST orders, as before.
    await generate(user.access, undefined);
    expect(await ordersOf(user.id)).toBe(2);
  });

  it('refuses the same key with another body: 422 idempotency_key_reused', async () => {
    const user = await signUp(shop.app);
    await grantPoints(shop.database.db, user.id, 3);
    expect((await generate(user.access, 'k-1')).status).toBe(200);
    const other = await generate(user.access, 'k-1', sampleCode({ version: 'V13.0' }));
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    expect(await ordersOf(user.id)).toBe(1);
  });

  it('reads a body with its fields in another order as the same request', async () => {
    const user = await signUp(shop.app);
    await grantPoints(shop.database.db, user.id, 3);
    const body = sampleCode();
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const first = await generate(user.access, 'k-order', body);
    const again = await generate(user.access, 'k-order', reversed);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(user.id)).toBe(1);
  });

  it('takes keys of up to 255 characters and refuses longer or empty ones, naming the header', async () => {
    const user = await signUp(shop.app);
    await grantPoints(shop.database.db, user.id, 3);
    expect((await generate(user.access, 'k'.repeat(255))).status).toBe(200);
    for (const key of ['k'.repeat(256), '']) {
      const res = await generate(user.access, key);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid');
      expect(fieldErrors(res.body)['idempotency-key']?.[0]).toMatch(/Idempotency-Key/);
    }
    expect(await ordersOf(user.id)).toBe(1);
  });

  it('keeps a 4xx as Stripe does: the retry hears it again, a new key runs anew', async () => {
    const user = await signUp(shop.app);
    const refused = await generate(user.access, 'k-broke');
    expect(refused.status).toBe(402);
    await grantPoints(shop.database.db, user.id, 1);
    const replay = await generate(user.access, 'k-broke');
    expect(replay.status).toBe(402);
    expect(replay.body).toEqual(refused.body);
    expect(replay.res.headers['idempotent-replayed']).toBe('true');
    expect((await generate(user.access, 'k-paid')).status).toBe(200);
  });

  it('does not keep an answer the request never reached: a body refused by validation', async () => {
    const user = await signUp(shop.app);
    await grantPoints(shop.database.db, user.id, 1);
    expect((await generate(user.access, 'k-fix', sampleCode({ vin: 'short' }))).status).toBe(400);
    expect((await generate(user.access, 'k-fix')).status).toBe(200);
  });

  it('keeps keys per account: another customer with the same key orders for themselves', async () => {
    const a = await signUp(shop.app);
    const b = await signUp(shop.app);
    await grantPoints(shop.database.db, a.id, 1);
    await grantPoints(shop.database.db, b.id, 1);
    const first = await generate(a.access, 'shared-key');
    const second = await generate(b.access, 'shared-key');
    expect(second.status).toBe(200);
    expect(second.body.order_id).not.toBe(first.body.order_id);
  });

  it('answers 409 while a request with the key is still running', async () => {
    const user = await signUp(shop.app);
    await grantPoints(shop.database.db, user.id, 1);
    const first = generate(user.access, 'k-slow');
    const second = generate(user.access, 'k-slow');
    const answers = await Promise.all([first, second]);
    const statuses = answers.map((a) => a.status).sort();
    // The second either found the first running (409) or already done (its answer again).
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const conflict = answers.find((a) => a.status === 409);
    if (conflict) expect(conflict.body.code).toBe('idempotency_key_in_flight');
    expect(await ordersOf(user.id)).toBe(1);
  });

  it('answers 409 for a key whose request is in flight (a row taken, no answer yet)', async () => {
    const user = await signUp(shop.app);
    await grantPoints(shop.database.db, user.id, 1);
    const first = await generate(user.access, 'k-held');
    const body = JSON.stringify(first.body);
    await shop.database.db
      .update(idempotencyKeys)
      .set({ status: 'in_flight', responseBody: null, responseStatus: null })
      .where(eq(idempotencyKeys.key, 'k-held'));
    const held = await generate(user.access, 'k-held');
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('idempotency_key_in_flight');
    expect(body).toContain(first.body.order_id);
  });

  it('makes one order of 50 parallel requests with one key: every answer is it, or 409', async () => {
    const user = await signUp(shop.app);
    await grantPoints(shop.database.db, user.id, 50);
    const answers = await Promise.all(Array.from({ length: 50 }, () => generate(user.access, 'burst-1')));
    const done = answers.filter((a) => a.status === 200);
    expect(done.length).toBeGreaterThan(0);
    expect(new Set(done.map((a) => a.body.order_id)).size).toBe(1);
    for (const a of answers.filter((a) => a.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.code).toBe('idempotency_key_in_flight');
    }
    expect(await ordersOf(user.id)).toBe(1);
  });
});

describe('Idempotency-Key on payments', () => {
  it('opens one checkout for a bundle however often the same request is sent', async () => {
    const user = await signUp(shop.app);
    const bundle = (await call(shop.app, 'GET', '/api/v1/bundles/')).body.results[0]!;
    const buy = () =>
      call(shop.app, 'POST', '/api/v1/payment/bundle/', {
        token: user.access,
        body: { fk_bundle: bundle.id, currency: 'USD', user_ip: '198.51.100.1' },
        headers: { 'idempotency-key': 'bundle-buy-1' },
      });
    const first = await buy();
    expect(first.status).toBe(200);
    const again = await buy();
    expect(again.body).toEqual(first.body);
    const [row] = await shop.database.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.userId, user.id));
    expect(row!.n).toBe(1);
  });

  it('asks a guest paying by card to sign in or leave the header out', async () => {
    const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: { ...sampleCode(), amount: 1, email: 'guest@example.com' },
      headers: { 'idempotency-key': 'guest-1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('idempotency_key_needs_account');
  });
});

describe('the sweep', () => {
  it('deletes keys older than 24 hours and keeps younger ones', async () => {
    const user = await signUp(shop.app);
    await grantPoints(shop.database.db, user.id, 2);
    await generate(user.access, 'old-key');
    await generate(user.access, 'young-key');
    await shop.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, 'old-key'));
    expect(await purgeIdempotencyKeys(shop.database.db)).toBeGreaterThanOrEqual(1);
    const left = await shop.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(left.map((r) => r.key)).toEqual(['young-key']);
  });
});
