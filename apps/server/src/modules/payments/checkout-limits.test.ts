/**
 * Anonymous checkouts (security issue item 14): a per-address limit on opening checkouts, and
 * pending card payments expired once their session's lifetime has passed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@navihub/contract/messages';
import { orders, payments } from '../../db/schema.js';
import { call, createTestShop, sampleCode, signUp, type TestShop, errorAnswer } from '../../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ CHECKOUT_PER_MINUTE: '10', CHECKOUT_SESSION_TTL: '3600' });
});
afterAll(() => shop.close());

const db = () => shop.database.db;

function startCheckout(remoteAddress: string, body: Record<string, unknown> = sampleCode()) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/v1/payment/stripe/',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ ...body, email: 'guest@example.com' }),
  });
}

async function guestPayment(remoteAddress: string) {
  const res = await startCheckout(remoteAddress);
  expect(res.statusCode).toBe(200);
  const sessionId = (res.json() as { payment_url: string }).payment_url.split('/').pop()!;
  const payment = (await db().query.payments.findFirst({
    where: eq(payments.providerSessionId, sessionId),
  }))!;
  return { sessionId, payment };
}

describe('opening checkouts from one address', () => {
  it('answers the 11th in a minute with 429 and Retry-After, on every checkout endpoint', async () => {
    for (let i = 0; i < 10; i++)
      expect((await startCheckout('198.51.100.7')).statusCode, `checkout ${i + 1}`).toBe(200);
    const refused = await startCheckout('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual(errorAnswer('rate_limited', { detail: messages.tooManyRequests }));

    const user = await signUp(shop.app);
    const bundle = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/payment/bundle/',
      remoteAddress: '198.51.100.7',
      headers: { authorization: `Bearer ${user.access}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ fk_bundle: 1 }),
    });
    expect(bundle.statusCode).toBe(429);

    // Another address is not held up.
    expect((await startCheckout('198.51.100.8')).statusCode).toBe(200);
  });

  it('opens no checkout and queues no mail for a refused request', async () => {
    for (let i = 0; i < 10; i++) await startCheckout('198.51.100.9');
    const before = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
    )[0]!.n;
    expect((await startCheckout('198.51.100.9')).statusCode).toBe(429);
    const after = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
    )[0]!.n;
    expect(after).toBe(before);
  });
});

describe('a card payment nobody finishes', () => {
  it('is expired by the sweep after the session lifetime, and the status check says so', async () => {
    const old = await guestPayment('203.0.113.1');
    const fresh = await guestPayment('203.0.113.2');
    // Opened an hour and two minutes ago: past the 3600 s lifetime and the minute's grace.
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 3720 * 1000) })
      .where(eq(payments.id, old.payment.id));

    await shop.app.paymentExpiry.drain();

    const check = await call(shop.app, 'POST', `/api/v1/payment/check/${old.payment.id}/${old.sessionId}/`);
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      status: 'error',
      data: null,
      message: messages.paymentExpired,
      livemode: true,
    });
    const order = await db().query.orders.findFirst({ where: eq(orders.id, old.payment.orderId!) });
    expect(order?.status).toBe('failed');

    // Inside its lifetime a payment stays open.
    const stillOpen = await call(
      shop.app,
      'POST',
      `/api/v1/payment/check/${fresh.payment.id}/${fresh.sessionId}/`,
    );
    expect(stillOpen.body.status).toBe('pending');
  });

  it('is honoured if the provider says it was paid after all', async () => {
    const late = await guestPayment('203.0.113.3');
    await shop.app.inject({ method: 'POST', url: `/dev/checkout/${late.sessionId}/pay` });
    // The pay step fulfils at once; put it back to pending as if the provider's word had been lost.
    await db().update(payments).set({ status: 'pending' }).where(eq(payments.id, late.payment.id));
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 3720 * 1000) })
      .where(eq(payments.id, late.payment.id));

    await shop.app.paymentExpiry.drain();

    const row = await db().query.payments.findFirst({ where: eq(payments.id, late.payment.id) });
    expect(row?.status).toBe('fulfilled');
  });
});
