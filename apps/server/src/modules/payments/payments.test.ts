import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages } from '@navihub/contract/messages';
import { MAX_PERSONAL_DISCOUNT_PERCENT, NAVIGATION_TOOL } from '@navihub/contract/rules';
import { orders, payments, users } from '../../db/schema.js';
import { balance, toolId } from '../points/index.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import {
  call,
  createTestShop,
  errorAnswer,
  SAMPLE_VIN,
  sampleCode,
  signUp,
  type TestShop,
} from '../../test/harness.js';

let stripe: FakeStripe;
let shop: TestShop;

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({ ...stripe.env, PUBLIC_URL: 'https://shop.example', DEV_STANDINS: 'on' });
});
afterAll(async () => {
  await shop.close();
  await stripe.close();
});

const db = () => shop.database.db;
const sessionIdOf = (paymentUrl: string) => paymentUrl.split('/').pop()!;
const paymentOf = async (sessionId: string) =>
  (await db().query.payments.findFirst({ where: eq(payments.providerSessionId, sessionId) }))!;
const points = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));

function webhook(delivery: { payload: string; signature: string }) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/v1/payment/stripe/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    payload: delivery.payload,
  });
}

async function buyPinAsGuest(email = 'guest@example.com') {
  const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
    body: { ...sampleCode(), amount: '39.00', email, currency: 'USD', type: null, fk_subscription: null },
  });
  expect(res.status).toBe(200);
  const sessionId = sessionIdOf(res.body.payment_url as string);
  return { sessionId, payment: await paymentOf(sessionId) };
}

async function buyTokenBundle(user: { access: string }) {
  const bundle = (await call(shop.app, 'GET', '/api/v1/bundles/')).body.results[0] as { id: number };
  const res = await call(shop.app, 'POST', '/api/v1/payment/bundle/', {
    token: user.access,
    body: { fk_bundle: bundle.id, currency: 'USD', user_ip: '198.51.100.1' },
  });
  expect(res.status).toBe(200);
  const sessionId = sessionIdOf(res.body.payment_url as string);
  return { sessionId, payment: await paymentOf(sessionId) };
}

describe('paying for a PIN by card', () => {
  it('prices the order itself, stores it first and sends the customer to Checkout', async () => {
    const { sessionId, payment } = await buyPinAsGuest();
    const session = stripe.sessions.get(sessionId)!;
    expect(session.amount_total).toBe(3900);
    expect(session.metadata.payment_id).toBe(payment.id);
    expect(session.customer_email).toBe('guest@example.com');
    expect(session.success_url).toBe(
      `https://shop.example/success?paymentId=${payment.id}&payment={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toBe('https://shop.example/cancel');
    // No payment methods pinned: Stripe offers what the Dashboard enables (wallets, local methods).
    const sent = stripe.sessionRequests.at(-1)!;
    expect([...sent.keys()].filter((name) => name.startsWith('payment_method'))).toEqual([]);
    expect(session.payment_method_types).toEqual(['card', 'link', 'paypal']);
    const order = await db().query.orders.findFirst({ where: eq(orders.id, payment.orderId!) });
    expect(order).toMatchObject({
      status: 'pending',
      payment: 'card',
      email: 'guest@example.com',
      priceCents: 3900,
    });
  });

  it('gives the same PIN every time the success page asks, once paid', async () => {
    const { sessionId, payment } = await buyPinAsGuest('pin-buyer@example.com');
    const url = `/api/v1/payment/check/${payment.id}/${sessionId}/`;
    expect((await call(shop.app, 'POST', url)).body).toEqual({
      status: 'pending',
      data: null,
      message: messages.paymentPending,
      livemode: true,
    });

    stripe.pay(sessionId);
    const first = await call(shop.app, 'POST', url);
    expect(first.body.status).toBe('pending');
    await shop.app.jobWorker.drain();
    const ready = await call(shop.app, 'POST', url);
    // The success page shows the order: its NH- reference and what was bought (issue 31).
    expect(ready.body).toEqual({
      status: 'success',
      data: expect.stringMatching(/^[A-Z2-9]{6}$/),
      message: messages.demoPin,
      order: {
        reference: expect.stringMatching(/^NH-[0-9A-Z]{4}-\d{2}$/),
        comand: 'NTG 5.5',
        map_region: 'Europe',
        version: 'V12.0',
        vin: SAMPLE_VIN,
      },
      // The invoice's PDF, which the guest's link opens (issue 33).
      invoice_url: expect.stringMatching(/^\/api\/v1\/invoices\/\d{4}-\d{6}\/pdf\?key=/),
      credit_notes: [],
      livemode: true,
    });
    expect((await call(shop.app, 'POST', url)).body.data).toBe(ready.body.data);

    await shop.app.mailWorker.drain();
    const mails = shop.mail.sent.filter((m) => m.to === 'pin-buyer@example.com');
    expect(mails.filter((m) => m.subject.includes('receipt'))).toHaveLength(1);
    const pinMail = mails.find((m) => m.subject.includes('your navigation PIN'))?.text;
    expect(pinMail).toContain(ready.body.data as string);
    const receipt = mails.find((m) => m.subject.includes('receipt'))?.text;
    expect(receipt).toContain('39.00 USD');
    // One reference everywhere: the receipt, the PIN mail and the success page say the same NH- number.
    const reference = (ready.body.order as { reference: string }).reference;
    expect(receipt).toContain(`Order reference: ${reference}`);
    expect(receipt).not.toContain(payment.id);
    expect(pinMail).toContain(reference);
  });

  it('refuses a tampered amount and writes nothing', async () => {
    const before = (await db().select({ n: count() }).from(payments))[0]!.n;
    const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: { ...sampleCode(), amount: '1.00', email: 'cheat@example.com' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorAnswer('invalid', { amount: [messages.amountMismatch] }));
    expect((await db().select({ n: count() }).from(payments))[0]!.n).toBe(before);
  });

  it("applies the signed-in customer's discount", async () => {
    const user = await signUp(shop.app);
    await db().update(users).set({ discountPercent: 10 }).where(eq(users.id, user.id));
    const wrong = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      token: user.access,
      body: { ...sampleCode(), amount: '39.00' },
    });
    expect(wrong.body).toEqual(errorAnswer('invalid', { amount: [messages.amountMismatch] }));
    const right = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      token: user.access,
      body: { ...sampleCode(), amount: '35.10' },
    });
    expect(right.status).toBe(200);
    const session = stripe.sessions.get(sessionIdOf(right.body.payment_url as string))!;
    expect(session.amount_total).toBe(3510);
    expect(session.customer_email).toBe(user.email);
  });

  it('refuses a card purchase with nothing to pay (a stored discount of 100 %) with a 400, not a 500', async () => {
    const user = await signUp(shop.app);
    await db().update(users).set({ discountPercent: 100 }).where(eq(users.id, user.id));
    const before = stripe.sessions.size;
    const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      token: user.access,
      body: { ...sampleCode(), amount: '0.00' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorAnswer('invalid', { non_field_errors: [messages.nothingToPay] }));
    expect(stripe.sessions.size).toBe(before);
    expect(await db().select({ n: count() }).from(payments).where(eq(payments.userId, user.id))).toEqual([
      { n: 0 },
    ]);
  });

  it('lets no service set a personal discount of 100 % or more', async () => {
    const user = await signUp(shop.app);
    const { createAccountService } = await import('../account/index.js');
    await expect(createAccountService({ db: db() }).setDiscount(user.id, 100)).rejects.toThrow(
      messages.discountTooHigh,
    );
    await createAccountService({ db: db() }).setDiscount(user.id, MAX_PERSONAL_DISCOUNT_PERCENT);
    const row = await db().query.users.findFirst({ where: eq(users.id, user.id) });
    expect(row!.discountPercent).toBe(99);
  });

  it('needs an invoice e-mail from a guest, in the right shape', async () => {
    const none = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: { ...sampleCode(), amount: '39.00' },
    });
    expect(none.body).toEqual(errorAnswer('invalid', { email: [messages.invoiceEmailRequired] }));
    const bad = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: { ...sampleCode(), amount: '39.00', email: 'not an email' },
    });
    expect(bad.body).toEqual(errorAnswer('invalid', { email: [messages.emailFormat] }));
  });

  it('fails cleanly when Checkout cannot be opened', async () => {
    stripe.failNextCreate();
    const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: { ...sampleCode(), amount: '39.00', email: 'unlucky@example.com' },
    });
    expect(res.status).toBe(502);
    expect(res.body).toEqual(errorAnswer('provider_failed', { detail: messages.paymentStartFailed }));
    const order = await db().query.orders.findFirst({ where: eq(orders.email, 'unlucky@example.com') });
    expect(order?.status).toBe('failed');
  });

  it('fails a payment whose paid amount differs from the order', async () => {
    const { sessionId, payment } = await buyPinAsGuest('short@example.com');
    stripe.pay(sessionId, 100);
    const res = await call(shop.app, 'POST', `/api/v1/payment/check/${payment.id}/${sessionId}/`);
    expect(res.body.status).toBe('error');
    expect((await paymentOf(sessionId)).status).toBe('failed');
  });

  it("answers someone else's or a guessed payment like a missing one", async () => {
    const { sessionId, payment } = await buyPinAsGuest();
    expect((await call(shop.app, 'POST', `/api/v1/payment/check/${payment.id}/cs_test_guess/`)).status).toBe(
      404,
    );
    const user = await signUp(shop.app);
    const mine = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      token: user.access,
      body: { ...sampleCode(), amount: '39.00' },
    });
    const mineSession = sessionIdOf(mine.body.payment_url as string);
    const minePayment = await paymentOf(mineSession);
    const other = await signUp(shop.app);
    const res = await call(shop.app, 'POST', `/api/v1/payment/check/${minePayment.id}/${mineSession}/`, {
      token: other.access,
    });
    expect(res.status).toBe(404);
    expect((await call(shop.app, 'POST', `/api/v1/payment/check/${payment.id}/${sessionId}/`)).status).toBe(
      200,
    );
  });
});

describe('webhooks', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const user = await signUp(shop.app);
    const { sessionId } = await buyTokenBundle(user);
    const delivery = stripe.event('checkout.session.completed', stripe.pay(sessionId));
    const res = await webhook({
      ...delivery,
      signature: delivery.signature.replace(/v1=\w+/, 'v1=deadbeef'),
    });
    expect(res.statusCode).toBe(400);
    expect(await points(user.id)).toBe(0);
    expect((await paymentOf(sessionId)).status).toBe('pending');
  });

  it('fulfils once when the same event arrives five times', async () => {
    const user = await signUp(shop.app);
    const { sessionId } = await buyTokenBundle(user);
    const delivery = stripe.event('checkout.session.completed', stripe.pay(sessionId));
    for (let i = 0; i < 5; i++) expect((await webhook(delivery)).statusCode).toBe(200);
    expect(await points(user.id)).toBe(10);
    // A different event for the same session (e.g. async success after completed) changes nothing either.
    expect(
      (
        await webhook(
          stripe.event('checkout.session.async_payment_succeeded', stripe.sessions.get(sessionId)!),
        )
      ).statusCode,
    ).toBe(200);
    expect(await points(user.id)).toBe(10);
  });

  it('gives one credit and one receipt when webhook and success page arrive at the same moment', async () => {
    const user = await signUp(shop.app);
    const { sessionId, payment } = await buyTokenBundle(user);
    const delivery = stripe.event('checkout.session.completed', stripe.pay(sessionId));
    const results = await Promise.all([
      webhook(delivery),
      call(shop.app, 'POST', `/api/v1/payment/bundle/${payment.id}/${sessionId}`, { token: user.access }),
      call(shop.app, 'POST', `/api/v1/payment/bundle/${payment.id}/${sessionId}`, { token: user.access }),
      webhook(stripe.event('checkout.session.completed', stripe.sessions.get(sessionId)!)),
    ]);
    expect(results.map((r) => ('statusCode' in r ? r.statusCode : r.status))).toEqual([200, 200, 200, 200]);
    expect(await points(user.id)).toBe(10);
    await shop.app.jobWorker.drain();
    await shop.app.mailWorker.drain();
    expect(shop.mail.sent.filter((m) => m.to === user.email && m.subject.includes('receipt'))).toHaveLength(
      1,
    );
  });

  it('lets the webhook fulfil before the customer returns', async () => {
    const user = await signUp(shop.app);
    const { sessionId, payment } = await buyTokenBundle(user);
    await webhook(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    expect(await points(user.id)).toBe(10);
    const res = await call(shop.app, 'POST', `/api/v1/payment/bundle/${payment.id}/${sessionId}`, {
      token: user.access,
    });
    expect(res.body).toEqual({ status: 'success', message: messages.tokensCredited, livemode: true });
  });

  it('closes an expired session and a failed asynchronous payment', async () => {
    const { sessionId, payment } = await buyPinAsGuest('expired@example.com');
    await webhook(stripe.event('checkout.session.expired', stripe.expire(sessionId)));
    expect((await paymentOf(sessionId)).status).toBe('expired');
    const order = await db().query.orders.findFirst({ where: eq(orders.id, payment.orderId!) });
    expect(order?.status).toBe('failed');
    const check = await call(shop.app, 'POST', `/api/v1/payment/check/${payment.id}/${sessionId}/`);
    expect(check.body).toEqual({
      status: 'error',
      data: null,
      message: messages.paymentExpired,
      livemode: true,
    });

    const user = await signUp(shop.app);
    const bundle = await buyTokenBundle(user);
    await webhook(
      stripe.event('checkout.session.async_payment_failed', stripe.sessions.get(bundle.sessionId)!),
    );
    expect((await paymentOf(bundle.sessionId)).status).toBe('failed');
    expect(await points(user.id)).toBe(0);
  });
});

describe('refunds and disputes made at Stripe (issue 29)', () => {
  const orderOf = async (orderId: string) =>
    (await db().query.orders.findFirst({ where: eq(orders.id, orderId) }))!;

  async function paidPin(email: string) {
    const bought = await buyPinAsGuest(email);
    await webhook(stripe.event('checkout.session.completed', stripe.pay(bought.sessionId)));
    await shop.app.jobWorker.drain();
    expect(await orderOf(bought.payment.orderId!)).toMatchObject({ status: 'fulfilled' });
    return bought;
  }

  it('records a dashboard refund as an amount, once by its event, and a dispute of the rest as the refund', async () => {
    const { sessionId, payment } = await paidPin('stripe-dashboard@example.com');
    const refund = stripe.refundInDashboard(sessionId, 100);
    const delivery = stripe.chargeEvent('charge.refunded', sessionId);
    expect((await webhook(delivery)).json()).toEqual({ received: true });
    expect((await webhook(delivery)).json()).toEqual({ received: true, duplicate: true });
    expect(await orderOf(payment.orderId!)).toMatchObject({
      status: 'fulfilled',
      refundedAt: null,
      cardRefundedCents: 100,
    });

    const dispute = stripe.chargeEvent('charge.dispute.created', sessionId, { amount: 3800 });
    expect((await webhook(dispute)).statusCode).toBe(200);
    const order = await orderOf(payment.orderId!);
    expect(order).toMatchObject({
      refundGivenBack: 'card',
      refundAmountCents: 3900,
      cardRefundedCents: 3900,
    });
    expect(order.refundedAt).toBeInstanceOf(Date);
    expect(order.refundReason).toMatch(/dispute/i);
    expect(stripe.refundRequests.filter((r) => r.paymentIntent === `pi_test_${sessionId}`)).toHaveLength(0);
    expect(refund.id).toMatch(/^re_/);
  });

  it('takes back the tokens of a bundle refunded in Stripe', async () => {
    const user = await signUp(shop.app);
    const { sessionId } = await buyTokenBundle(user);
    await webhook(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    expect(await points(user.id)).toBe(10);
    stripe.refundInDashboard(sessionId);
    await webhook(stripe.chargeEvent('charge.refunded', sessionId));
    expect(await points(user.id)).toBe(0);
  });

  it('refunds a card payment completed after its payment failed, once, however often Stripe tells', async () => {
    const { sessionId, payment } = await buyPinAsGuest('stripe-late@example.com');
    await webhook(stripe.event('checkout.session.async_payment_failed', stripe.sessions.get(sessionId)!));
    expect((await paymentOf(sessionId)).status).toBe('failed');
    const completed = stripe.event('checkout.session.completed', stripe.pay(sessionId));
    await Promise.all([
      webhook(completed),
      webhook(completed),
      webhook(stripe.event('checkout.session.async_payment_succeeded', stripe.sessions.get(sessionId)!)),
    ]);
    await shop.app.jobWorker.drain();
    expect(stripe.refundRequests.filter((r) => r.paymentIntent === `pi_test_${sessionId}`)).toEqual([
      expect.objectContaining({ amount: 3900, idempotencyKey: `refund-payment-${payment.id}` }),
    ]);
    expect(await orderOf(payment.orderId!)).toMatchObject({
      status: 'failed',
      refundGivenBack: 'card',
      cardRefundedCents: 3900,
    });
    // Stripe's event about the shop's own refund changes nothing more.
    await webhook(stripe.chargeEvent('charge.refunded', sessionId));
    expect((await orderOf(payment.orderId!)).cardRefundedCents).toBe(3900);
  });
});
