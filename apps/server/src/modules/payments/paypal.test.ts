import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { givenConsent } from '@navihub/contract/consent';
import { messages } from '@navihub/contract/messages';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { auditLog, orders, payments, pointBalances } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import { enqueueJob } from '../jobs/index.js';
import { DASHBOARD_REFUND } from './paypal-flow.js';
import { CAPTURE_REFUNDED, LATE_CAPTURE_REFUNDED, REFUND_CAPTURE_JOB } from './refund-capture-job.js';
import { balance, toolId } from '../points/index.js';
import { startFakePaypal, type FakePaypal } from '../../test/fake-paypal.js';
import { ConfigError, loadConfig } from '../../config.js';
import { call, createTestShop, errorAnswer, sampleCode, signUp, type TestShop } from '../../test/harness.js';

let paypal: FakePaypal;
let shop: TestShop;

beforeAll(async () => {
  paypal = await startFakePaypal();
  shop = await createTestShop({ ...paypal.env, PUBLIC_URL: 'https://shop.example', DEV_STANDINS: 'on' });
});
afterAll(async () => {
  await shop.close();
  await paypal.close();
});

const db = () => shop.database.db;
const orderIdOf = (paymentUrl: string) => new URL(paymentUrl).searchParams.get('token')!;
const paymentOf = async (orderId: string) =>
  (await db().query.payments.findFirst({ where: eq(payments.providerSessionId, orderId) }))!;
const receipts = (to: string) => shop.mail.sent.filter((m) => m.to === to && m.subject.includes('receipt'));
const captures = (orderId: string) =>
  paypal.calls.filter((c) => c.path === `/v2/checkout/orders/${orderId}/capture`);

async function buyPin(email: string, token?: string) {
  const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
    ...(token ? { token } : {}),
    body: { ...sampleCode(), amount: '39.00', email, method: 'paypal' },
  });
  expect(res.status).toBe(200);
  const orderId = orderIdOf(res.body.payment_url as string);
  return { orderId, url: res.body.payment_url as string, payment: await paymentOf(orderId) };
}

const returnFrom = (paymentId: string, orderId: string) =>
  shop.app.inject({
    method: 'GET',
    url: `/api/v1/payment/paypal/return/?paymentId=${paymentId}&token=${orderId}&PayerID=PAYER1`,
  });

/** The customer's return while PayPal's capture does `outcome`; later captures complete again. */
async function returnWithCapture(
  paymentId: string,
  orderId: string,
  outcome: typeof paypal.state.captureOutcome,
) {
  paypal.state.captureOutcome = outcome;
  try {
    return await returnFrom(paymentId, orderId);
  } finally {
    paypal.state.captureOutcome = { status: 'COMPLETED' };
  }
}

const cancelAt = (paymentId: string, orderId: string) =>
  shop.app.inject({
    method: 'GET',
    url: `/api/v1/payment/paypal/cancel/?paymentId=${paymentId}&token=${orderId}`,
  });

function webhook(delivery: { payload: string; headers: Record<string, string> }) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/v1/payment/paypal/webhook/',
    headers: delivery.headers,
    payload: delivery.payload,
  });
}

async function settle(email: string) {
  // The receipt comes with its invoice, made by a job (issue 33).
  await shop.app.jobWorker.drain();
  await shop.app.mailWorker.drain();
  return receipts(email);
}

describe('paying for a PIN with PayPal', () => {
  it('is offered in the site settings when its credentials are set', async () => {
    const site = await call(shop.app, 'GET', '/api/v1/site/');
    expect(site.body.payment_methods).toEqual(['card', 'paypal']);
  });

  it('creates a CAPTURE order at our price and reference, and sends the customer to approve it', async () => {
    const { orderId, url, payment } = await buyPin('pp-start@example.com');
    expect(url).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/);
    expect(payment).toMatchObject({ provider: 'paypal', status: 'pending', amountCents: 3900, kind: 'pin' });
    const order = paypal.orders.get(orderId)!;
    expect(order).toMatchObject({
      intent: 'CAPTURE',
      customId: payment.id,
      referenceId: payment.id,
      amount: { currency_code: 'USD', value: '39.00' },
      returnUrl: `https://shop.example/api/v1/payment/paypal/return/?paymentId=${payment.id}`,
      cancelUrl: `https://shop.example/api/v1/payment/paypal/cancel/?paymentId=${payment.id}`,
    });
    const create = paypal.calls.find(
      (c) => c.path === '/v2/checkout/orders' && c.requestId === `order-${payment.id}`,
    );
    expect(create).toBeDefined();
  });

  it('captures on return, gives the PIN once and one receipt, however often the customer comes back', async () => {
    const email = 'pp-approve@example.com';
    const { orderId, payment } = await buyPin(email);
    paypal.approve(orderId);
    const back = await returnFrom(payment.id, orderId);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `https://shop.example/success?paymentId=${payment.id}&payment=${orderId}`,
    );
    expect(await paymentOf(orderId)).toMatchObject({ status: 'fulfilled' });
    expect((await returnFrom(payment.id, orderId)).statusCode).toBe(303);
    await shop.app.jobWorker.drain();
    const check = await call(shop.app, 'POST', `/api/v1/payment/check/${payment.id}/${orderId}/`);
    expect(check.body).toMatchObject({ status: 'success', data: expect.stringMatching(/^[A-Z2-9]{6}$/) });
    expect(captures(orderId)).toHaveLength(1);
    expect(await settle(email)).toHaveLength(1);
  });

  it('honours a capture webhook that arrives before the customer returns', async () => {
    const email = 'pp-webhook-first@example.com';
    const { orderId, payment } = await buyPin(email);
    paypal.approve(orderId);
    const res = await webhook(paypal.delivery('PAYMENT.CAPTURE.COMPLETED', orderId));
    expect(res.statusCode).toBe(200);
    expect(await paymentOf(orderId)).toMatchObject({ status: 'fulfilled' });
    expect((await returnFrom(payment.id, orderId)).statusCode).toBe(303);
    expect(captures(orderId)).toHaveLength(0);
    expect(await settle(email)).toHaveLength(1);
  });

  it('fulfils once when five webhooks and the return arrive at the same moment', async () => {
    const email = 'pp-race@example.com';
    const { orderId, payment } = await buyPin(email);
    paypal.approve(orderId);
    const answers = await Promise.all([
      returnFrom(payment.id, orderId),
      ...Array.from({ length: 3 }, () => webhook(paypal.delivery('PAYMENT.CAPTURE.COMPLETED', orderId))),
      ...Array.from({ length: 2 }, () => webhook(paypal.delivery('CHECKOUT.ORDER.APPROVED', orderId))),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([303, 200, 200, 200, 200, 200]);
    const done = await paymentOf(orderId);
    expect(done.status).toBe('fulfilled');
    const order = await db().query.orders.findFirst({ where: eq(orders.id, done.orderId!) });
    expect(order?.status).not.toBe('pending');
    expect(paypal.orders.get(orderId)!.capture).toBeDefined();
    expect(await settle(email)).toHaveLength(1);
  });

  it('answers 400 to a webhook PayPal does not verify, and changes nothing', async () => {
    const { orderId } = await buyPin('pp-forged@example.com');
    paypal.approve(orderId);
    paypal.state.verdict = 'FAILURE';
    try {
      const res = await webhook(paypal.delivery('PAYMENT.CAPTURE.COMPLETED', orderId));
      expect(res.statusCode).toBe(400);
      const unsigned = await shop.app.inject({
        method: 'POST',
        url: '/api/v1/payment/paypal/webhook/',
        headers: { 'content-type': 'application/json' },
        payload: paypal.delivery('PAYMENT.CAPTURE.COMPLETED', orderId).payload,
      });
      expect(unsigned.statusCode).toBe(400);
    } finally {
      paypal.state.verdict = 'SUCCESS';
    }
    expect(await paymentOf(orderId)).toMatchObject({ status: 'pending' });
  });

  it('fails the payment when PayPal declines the capture', async () => {
    const { orderId, payment } = await buyPin('pp-denied@example.com');
    paypal.approve(orderId);
    expect((await returnWithCapture(payment.id, orderId, { status: 'DECLINED' })).statusCode).toBe(303);
    const failed = await paymentOf(orderId);
    expect(failed.status).toBe('failed');
    const order = await db().query.orders.findFirst({ where: eq(orders.id, failed.orderId!) });
    expect(order?.status).toBe('failed');
  });

  it('records a refund event and answers a repeated delivery as a duplicate', async () => {
    const { orderId, payment } = await buyPin('pp-refunded-hook@example.com');
    paypal.approve(orderId);
    await returnFrom(payment.id, orderId);
    const delivery = paypal.delivery('PAYMENT.CAPTURE.REFUNDED', orderId);
    expect((await webhook(delivery)).json()).toEqual({ received: true });
    expect((await webhook(delivery)).json()).toEqual({ received: true, duplicate: true });
    expect(await paymentOf(orderId)).toMatchObject({ status: 'fulfilled' });
  });

  it('fails the payment on a PAYMENT.CAPTURE.DENIED webhook', async () => {
    const { orderId } = await buyPin('pp-denied-hook@example.com');
    paypal.approve(orderId);
    expect((await webhook(paypal.delivery('PAYMENT.CAPTURE.DENIED', orderId))).statusCode).toBe(200);
    expect(await paymentOf(orderId)).toMatchObject({ status: 'failed' });
  });

  it('fails the payment when the captured amount or currency is not ours', async () => {
    for (const outcome of [{ value: '1.00' }, { currency: 'EUR' }]) {
      const { orderId, payment } = await buyPin('pp-tampered@example.com');
      paypal.approve(orderId);
      await returnWithCapture(payment.id, orderId, { status: 'COMPLETED', ...outcome });
      expect(await paymentOf(orderId)).toMatchObject({ status: 'failed' });
    }
    expect(receipts('pp-tampered@example.com')).toHaveLength(0);
  });

  it('refunds a capture that is not ours through PayPal by itself, once', async () => {
    for (const outcome of [{ value: '1.00' }, { currency: 'EUR' }]) {
      const { orderId, payment } = await buyPin('pp-tampered-refund@example.com');
      paypal.approve(orderId);
      await returnWithCapture(payment.id, orderId, { status: 'COMPLETED', ...outcome });
      // A second delivery of the job (at least once) makes no second refund.
      await enqueueJob(db(), REFUND_CAPTURE_JOB, {
        paymentId: payment.id,
        amountCents: outcome.value ? 100 : 3900,
      });
      await shop.app.jobWorker.drain();
      const captured = paypal.orders.get(orderId)!.capture!;
      expect(paypal.orders.get(orderId)!.refunds).toEqual([
        expect.objectContaining({ value: outcome.value ?? '39.00' }),
      ]);
      const calls = paypal.calls.filter((c) => c.path === `/v2/payments/captures/${captured.id}/refund`);
      expect(calls.map((c) => c.requestId)).toEqual(calls.map(() => `refund-payment-${payment.id}`));
      expect(calls.at(-1)?.body).toEqual({
        amount: { currency_code: captured.amount.currency_code, value: captured.amount.value },
      });
      const failed = await paymentOf(orderId);
      expect(failed.status).toBe('failed');
      expect(failed.failureReason).toMatch(/does not match; refunded .* \(RF/);
      const order = await db().query.orders.findFirst({ where: eq(orders.id, payment.orderId!) });
      expect(order).toMatchObject({
        status: 'failed',
        refundGivenBack: 'card',
        refundAmountCents: outcome.value ? 100 : 3900,
        providerRefundId: paypal.orders.get(orderId)!.refunds[0]!.id,
        refundReason: CAPTURE_REFUNDED,
        refundedBy: null,
      });
      expect(order?.refundedAt).toBeInstanceOf(Date);
    }
  });

  it("shows a refund made in PayPal's dashboard on the order, to the customer and to staff", async () => {
    const customer = await signUp(shop.app);
    const staff = await signUp(shop.app);
    await createAccountService({ db: db() }).setRole(staff.id, 'staff');
    const { orderId, payment } = await buyPin(customer.email, customer.access);
    paypal.approve(orderId);
    await returnFrom(payment.id, orderId);
    await shop.app.jobWorker.drain();
    const history = async () =>
      (await call(shop.app, 'GET', '/api/v1/history/', { token: customer.access })).body.results[0];
    const staffView = async () =>
      (
        await call(shop.app, 'GET', pathOf(backofficeApi.getOrder, { id: payment.orderId! }), {
          token: staff.access,
        })
      ).body;
    expect(await history()).toMatchObject({ paid_with: 'paypal', refunded_at: null, refund_status: null });
    expect(await staffView()).toMatchObject({ paid_with: 'paypal', refund: null, refund_status: null });

    // 1.00 of 39.00 back in PayPal's dashboard: partially refunded, by that amount, once.
    const refund = paypal.refundInDashboard(orderId, '1.00');
    const delivery = paypal.delivery('PAYMENT.CAPTURE.REFUNDED', orderId);
    expect((await webhook(delivery)).statusCode).toBe(200);
    expect((await webhook(delivery)).json()).toEqual({ received: true, duplicate: true });
    expect((await webhook(paypal.delivery('PAYMENT.CAPTURE.REFUNDED', orderId))).statusCode).toBe(200);
    expect(await history()).toMatchObject({
      refunded_at: null,
      refund_status: 'partially_refunded',
      refunded_amount: '1.00',
      currency: 'USD',
    });
    expect(await staffView()).toMatchObject({
      refund: null,
      refund_status: 'partially_refunded',
      refunded_amount: '1.00',
    });

    // Staff refund the rest: 38.00 at PayPal, and the order is refunded, 39.00 in all.
    const res = await call(shop.app, 'POST', pathOf(backofficeApi.refundOrder, { id: payment.orderId! }), {
      token: staff.access,
      body: { reason: 'The customer asked for the rest.' },
    });
    expect(res.status).toBe(200);
    expect(paypal.orders.get(orderId)!.refunds.map((r) => r.value)).toEqual(['1.00', '38.00']);
    expect(res.body).toMatchObject({ refund_status: 'refunded', refunded_amount: '39.00' });
    expect(res.body.refund).toMatchObject({ given_back: 'card', amount: '39.00', by: staff.email });
    expect(await history()).toMatchObject({ refund_status: 'refunded', refunded_amount: '39.00' });
    // PayPal's event about the shop's own refund changes nothing more.
    await webhook(paypal.delivery('PAYMENT.CAPTURE.REFUNDED', orderId));
    expect((await staffView()).refunded_amount).toBe('39.00');
    expect(refund.id).toMatch(/^RF/);
  });

  it("records a full refund made in PayPal's dashboard as the order's refund", async () => {
    const { orderId, payment } = await buyPin('pp-dashboard-full@example.com');
    paypal.approve(orderId);
    await returnFrom(payment.id, orderId);
    const refund = paypal.refundInDashboard(orderId);
    await webhook(paypal.delivery('PAYMENT.CAPTURE.REFUNDED', orderId));
    const order = await db().query.orders.findFirst({ where: eq(orders.id, payment.orderId!) });
    expect(order).toMatchObject({
      refundGivenBack: 'card',
      refundAmountCents: 3900,
      cardRefundedCents: 3900,
      providerRefundId: refund.id,
      refundReason: DASHBOARD_REFUND,
      refundedBy: null,
    });
    expect(order?.refundedAt).toBeInstanceOf(Date);
  });

  it("leaves staff's own refund as staff recorded it when PayPal's refund event arrives", async () => {
    const { orderId, payment } = await buyPin('pp-staff-refund@example.com');
    paypal.approve(orderId);
    await returnFrom(payment.id, orderId);
    await shop.app.jobWorker.drain();
    await db()
      .update(orders)
      .set({ refundedAt: new Date(), refundGivenBack: 'card', refundedBy: 'staff@example.com' })
      .where(eq(orders.id, payment.orderId!));
    paypal.refundInDashboard(orderId);
    await webhook(paypal.delivery('PAYMENT.CAPTURE.REFUNDED', orderId));
    const order = await db().query.orders.findFirst({ where: eq(orders.id, payment.orderId!) });
    expect(order).toMatchObject({ refundedBy: 'staff@example.com', providerRefundId: null });
  });

  it("will not capture or honour someone else's order through our payment", async () => {
    const mine = await buyPin('pp-mine@example.com');
    const theirs = await buyPin('pp-theirs@example.com');
    paypal.approve(theirs.orderId);
    const res = await returnFrom(mine.payment.id, theirs.orderId);
    expect(res.statusCode).toBe(404);
    expect(captures(theirs.orderId)).toHaveLength(0);
    expect(await paymentOf(mine.orderId)).toMatchObject({ status: 'pending' });
    const unknown = await returnFrom('00000000-0000-4000-8000-000000000000', mine.orderId);
    expect(unknown.statusCode).toBe(404);
  });

  it("returns in the buyer's language, and a language the shop does not speak returns in English", async () => {
    const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: {
        ...sampleCode(),
        amount: '39.00',
        email: 'pp-ar@example.com',
        method: 'paypal',
        consent: givenConsent('ar'),
      },
    });
    const orderId = orderIdOf(res.body.payment_url as string);
    const payment = await paymentOf(orderId);
    expect(paypal.orders.get(orderId)).toMatchObject({
      returnUrl: `https://shop.example/api/v1/payment/paypal/return/?paymentId=${payment.id}&lang=ar`,
      cancelUrl: `https://shop.example/api/v1/payment/paypal/cancel/?paymentId=${payment.id}&lang=ar`,
    });
    paypal.approve(orderId);
    const back = (lang: string) =>
      shop.app.inject({
        method: 'GET',
        url: `/api/v1/payment/paypal/return/?paymentId=${payment.id}&lang=${lang}&token=${orderId}&PayerID=P1`,
      });
    expect((await back('ar')).headers.location).toBe(
      `https://shop.example/ar/success?paymentId=${payment.id}&payment=${orderId}`,
    );
    expect((await back('xx')).headers.location).toBe(
      `https://shop.example/success?paymentId=${payment.id}&payment=${orderId}`,
    );
    expect(await paymentOf(orderId)).toMatchObject({ status: 'fulfilled' });
    // Cancelling a settled payment afterwards still lands on the buyer's language's page.
    const cancel = await shop.app.inject({
      method: 'GET',
      url: `/api/v1/payment/paypal/cancel/?paymentId=${payment.id}&lang=ar&token=${orderId}`,
    });
    expect(cancel.headers.location).toBe('https://shop.example/ar/cancel');
  });

  it('fails the payment when the customer cancels at PayPal', async () => {
    const { orderId, payment } = await buyPin('pp-cancel@example.com');
    const res = await shop.app.inject({
      method: 'GET',
      url: `/api/v1/payment/paypal/cancel/?paymentId=${payment.id}&token=${orderId}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('https://shop.example/cancel');
    expect(await paymentOf(orderId)).toMatchObject({ status: 'failed' });
    paypal.approve(orderId);
    expect((await webhook(paypal.delivery('CHECKOUT.ORDER.APPROVED', orderId))).statusCode).toBe(200);
    expect(captures(orderId)).toHaveLength(0);
  });

  it('never leaves a capture taken and its order failed when the customer returns and cancels at once', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const email = `pp-return-cancel-${attempt}@example.com`;
      const { orderId, payment } = await buyPin(email);
      paypal.approve(orderId);
      await Promise.all([
        ...Array.from({ length: 5 }, () => returnFrom(payment.id, orderId)),
        ...Array.from({ length: 5 }, () => cancelAt(payment.id, orderId)),
      ]);
      await shop.app.jobWorker.drain();
      const after = await paymentOf(orderId);
      const order = await db().query.orders.findFirst({ where: eq(orders.id, payment.orderId!) });
      const captured = paypal.orders.get(orderId)!.capture;
      const refundCalls = paypal.refundCalls(orderId);
      if (after.status === 'fulfilled') {
        expect(order?.status).toBe('fulfilled');
        expect(refundCalls).toHaveLength(0);
      } else if (captured) {
        // Taken and not honoured: given back, by one call to PayPal.
        expect(refundCalls).toHaveLength(1);
        expect(order).toMatchObject({ status: 'failed', refundGivenBack: 'card', cardRefundedCents: 3900 });
      }
    }
  });

  it('refunds a capture that completes after the payment failed, once, however often PayPal tells', async () => {
    const email = 'pp-late-capture@example.com';
    const { orderId, payment } = await buyPin(email);
    expect((await cancelAt(payment.id, orderId)).headers.location).toBe('https://shop.example/cancel');
    expect(await paymentOf(orderId)).toMatchObject({ status: 'failed' });
    paypal.approve(orderId);
    paypal.captureAtPaypal(orderId);
    const delivery = paypal.delivery('PAYMENT.CAPTURE.COMPLETED', orderId);
    const answers = await Promise.all([
      webhook(delivery),
      webhook(delivery),
      webhook(paypal.delivery('PAYMENT.CAPTURE.COMPLETED', orderId)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    await shop.app.jobWorker.drain();
    await webhook(paypal.delivery('PAYMENT.CAPTURE.COMPLETED', orderId));
    await shop.app.jobWorker.drain();
    expect(paypal.refundCalls(orderId)).toHaveLength(1);
    expect(paypal.orders.get(orderId)!.refunds).toEqual([expect.objectContaining({ value: '39.00' })]);
    expect(await paymentOf(orderId)).toMatchObject({ status: 'failed' });
    const order = await db().query.orders.findFirst({ where: eq(orders.id, payment.orderId!) });
    expect(order).toMatchObject({
      status: 'failed',
      refundGivenBack: 'card',
      refundAmountCents: 3900,
      cardRefundedCents: 3900,
      refundReason: LATE_CAPTURE_REFUNDED,
    });
    expect(receipts(email)).toHaveLength(0);
  });

  it('asks PayPal before failing on a cancel: an approved order is not failed, a captured one is honoured', async () => {
    const approved = await buyPin('pp-cancel-approved@example.com');
    paypal.approve(approved.orderId);
    const res = await cancelAt(approved.payment.id, approved.orderId);
    expect(res.statusCode).toBe(303);
    expect(await paymentOf(approved.orderId)).toMatchObject({ status: 'pending' });
    expect(captures(approved.orderId)).toHaveLength(0);
    await returnFrom(approved.payment.id, approved.orderId);
    expect(await paymentOf(approved.orderId)).toMatchObject({ status: 'fulfilled' });

    const captured = await buyPin('pp-cancel-captured@example.com');
    paypal.approve(captured.orderId);
    paypal.captureAtPaypal(captured.orderId);
    await cancelAt(captured.payment.id, captured.orderId);
    expect(await paymentOf(captured.orderId)).toMatchObject({ status: 'fulfilled' });
    expect(paypal.refundCalls(captured.orderId)).toHaveLength(0);
  });

  it('has the expiry sweep ask PayPal: an approved order is captured and honoured, an abandoned one expires', async () => {
    const approved = await buyPin('pp-late@example.com');
    const abandoned = await buyPin('pp-abandoned@example.com');
    paypal.approve(approved.orderId);
    const longAgo = new Date(Date.now() - (shop.config.CHECKOUT_SESSION_TTL + 120) * 1000);
    for (const { payment } of [approved, abandoned])
      await db().update(payments).set({ createdAt: longAgo }).where(eq(payments.id, payment.id));
    await shop.app.paymentExpiry.drain();
    expect(await paymentOf(approved.orderId)).toMatchObject({ status: 'fulfilled' });
    expect(captures(approved.orderId)).toHaveLength(1);
    expect(await paymentOf(abandoned.orderId)).toMatchObject({ status: 'expired' });
  });

  it('still opens card checkouts by default', async () => {
    const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: { ...sampleCode(), amount: '39.00', email: 'pp-card@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body.payment_url).toMatch(/\/dev\/checkout\/dev_cs_/);
  });
});

describe('the PayPal client', () => {
  it('reuses its OAuth token until it expires', async () => {
    const before = paypal.state.tokensIssued;
    await buyPin('pp-token-1@example.com');
    await buyPin('pp-token-2@example.com');
    expect(paypal.state.tokensIssued - before).toBe(0);
    expect(paypal.state.tokensIssued).toBe(1);
  });

  it('refunds a PayPal-paid order through PayPal, once however often staff ask', async () => {
    const { orderId, payment } = await buyPin('pp-refund@example.com');
    paypal.approve(orderId);
    await returnFrom(payment.id, orderId);
    const first = await shop.app.orders.refundPayment(payment.orderId!);
    const again = await shop.app.orders.refundPayment(payment.orderId!);
    expect(first).toEqual({ amountCents: 3900, providerRefundId: expect.stringMatching(/^RF/) });
    expect(again).toEqual(first);
    expect(paypal.orders.get(orderId)!.refunds).toHaveLength(1);
    const refundCalls = paypal.calls.filter((c) => c.path.endsWith('/refund'));
    expect(refundCalls.at(-1)?.requestId).toBe(`refund-${payment.orderId}`);
  });

  it('needs the secret and the webhook id with the client id', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PAYPAL_CLIENT_ID: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYPAL_CLIENT_ID: 'x', PAYPAL_CLIENT_SECRET: 'y' })).toThrow(
      /PAYPAL_WEBHOOK_ID/,
    );
    const live = loadConfig({
      NODE_ENV: 'test',
      PAYPAL_CLIENT_ID: 'x',
      PAYPAL_CLIENT_SECRET: 'y',
      PAYPAL_WEBHOOK_ID: 'z',
      PAYPAL_ENV: 'live',
    });
    expect(live.paypal?.apiUrl).toBe('https://api-m.paypal.com');
    expect(loadConfig({ NODE_ENV: 'test' }).paypal).toBeUndefined();
  });
});

describe('buying a bundle with PayPal', () => {
  async function buyBundle() {
    const user = await signUp(shop.app);
    const bundle = (await call(shop.app, 'GET', '/api/v1/bundles/')).body.results[0] as { id: number };
    const res = await call(shop.app, 'POST', '/api/v1/payment/bundle/', {
      token: user.access,
      body: { fk_bundle: bundle.id, method: 'paypal' },
    });
    const orderId = orderIdOf(res.body.payment_url as string);
    const payment = await paymentOf(orderId);
    paypal.approve(orderId);
    await returnFrom(payment.id, orderId);
    const tool = await toolId(db(), NAVIGATION_TOOL);
    expect(await balance(db(), user.id, tool)).toBe(10);
    return { user, orderId, payment, tool };
  }
  const auditOf = async (userId: number) =>
    db().query.auditLog.findMany({ where: eq(auditLog.subjectId, String(userId)) });

  it("takes back the tokens of a bundle refunded in PayPal's dashboard, once", async () => {
    const { user, orderId, tool } = await buyBundle();
    paypal.refundInDashboard(orderId);
    const delivery = paypal.delivery('PAYMENT.CAPTURE.REFUNDED', orderId);
    await webhook(delivery);
    await webhook(paypal.delivery('PAYMENT.CAPTURE.REFUNDED', orderId));
    expect(await balance(db(), user.id, tool)).toBe(0);
    const audit = await auditOf(user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'customer.points', actorEmail: 'shop' });
    expect(audit[0]!.reason).toMatch(/its 10 tokens taken back/);
  });

  it('takes back what is left of a refunded bundle and leaves the spent tokens for staff in the audit log', async () => {
    const { user, orderId, tool } = await buyBundle();
    await db()
      .update(pointBalances)
      .set({ amount: 3 })
      .where(and(eq(pointBalances.userId, user.id), eq(pointBalances.toolId, tool)));
    paypal.refundInDashboard(orderId, '5.00');
    await webhook(paypal.delivery('PAYMENT.CAPTURE.REFUNDED', orderId));
    // A partial refund takes nothing back; the rest of it does.
    expect(await balance(db(), user.id, tool)).toBe(3);
    const rest = paypal.orders.get(orderId)!.amount.value;
    paypal.refundInDashboard(orderId, (Number(rest) - 5).toFixed(2));
    await webhook(paypal.delivery('PAYMENT.CAPTURE.REFUNDED', orderId));
    expect(await balance(db(), user.id, tool)).toBe(0);
    const [entry] = await auditOf(user.id);
    expect(entry!.reason).toMatch(/3 of its 10 tokens taken back; 7 were spent already/);
    expect(entry!.after).toEqual({ taken_back: 3, spent_before_refund: 7 });
  });

  it('credits the tokens once after approval and capture', async () => {
    const user = await signUp(shop.app);
    const bundle = (await call(shop.app, 'GET', '/api/v1/bundles/')).body.results[0] as { id: number };
    const res = await call(shop.app, 'POST', '/api/v1/payment/bundle/', {
      token: user.access,
      body: { fk_bundle: bundle.id, method: 'paypal' },
    });
    expect(res.status).toBe(200);
    const orderId = orderIdOf(res.body.payment_url as string);
    const payment = await paymentOf(orderId);
    paypal.approve(orderId);
    const back = await returnFrom(payment.id, orderId);
    expect(back.headers.location).toBe(
      `https://shop.example/success?bundleId=${payment.id}&payment=${orderId}`,
    );
    await webhook(paypal.delivery('PAYMENT.CAPTURE.COMPLETED', orderId));
    const tool = await toolId(db(), NAVIGATION_TOOL);
    expect(await balance(db(), user.id, tool)).toBe(10);
    expect(await settle(user.email)).toHaveLength(1);
  });
});

describe('PayPal without credentials', () => {
  it('offers the dev PayPal page on a loopback host: Approve returns, captures and fulfils', async () => {
    const dev = await createTestShop({ PUBLIC_URL: 'http://shop.test', DEV_STANDINS: 'on' });
    try {
      const res = await call(dev.app, 'POST', '/api/v1/payment/stripe/', {
        body: { ...sampleCode(), amount: '39.00', email: 'dev-pp@example.com', method: 'paypal' },
      });
      expect(res.status).toBe(200);
      const url = new URL(res.body.payment_url as string);
      expect(url.pathname).toMatch(/^\/dev\/paypal\/dev_pp_[a-f0-9]{24}$/);
      const page = await dev.app.inject({ method: 'GET', url: url.pathname });
      expect(page.body).toContain('39.00 USD');
      expect(page.body).toContain('Approve');
      expect(page.body).toContain('Cancel');
      const approve = await dev.app.inject({
        method: 'POST',
        url: `${url.pathname}/approve`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(approve.statusCode).toBe(303);
      const back = new URL(approve.headers.location as string);
      expect(back.pathname).toBe('/api/v1/payment/paypal/return/');
      const ret = await dev.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      expect(ret.statusCode).toBe(303);
      const id = url.pathname.split('/').pop()!;
      const payment = await dev.database.db.query.payments.findFirst({
        where: eq(payments.providerSessionId, id),
      });
      expect(payment).toMatchObject({ provider: 'dev-paypal', status: 'fulfilled' });
    } finally {
      await dev.close();
    }
  });

  it('brings a German buyer back to the German success and cancel pages from the dev PayPal page', async () => {
    const dev = await createTestShop({ PUBLIC_URL: 'http://shop.test', DEV_STANDINS: 'on' });
    try {
      /** A German PIN checkout on the dev PayPal page, Approve or Cancel pressed, then our return followed. */
      const pressAndReturn = async (button: 'approve' | 'cancel') => {
        const res = await call(dev.app, 'POST', '/api/v1/payment/stripe/', {
          body: {
            ...sampleCode(),
            amount: '39.00',
            email: `dev-pp-de-${button}@example.com`,
            method: 'paypal',
            consent: givenConsent('de'),
          },
        });
        expect(res.status).toBe(200);
        const page = new URL(res.body.payment_url as string).pathname;
        const pressed = await dev.app.inject({
          method: 'POST',
          url: `${page}/${button}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        });
        const back = new URL(pressed.headers.location as string);
        expect(back.searchParams.get('lang')).toBe('de');
        const landed = await dev.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
        expect(landed.statusCode).toBe(303);
        return { id: page.split('/').pop()!, location: new URL(landed.headers.location as string) };
      };
      const approved = await pressAndReturn('approve');
      expect(approved.location.pathname).toBe('/de/success');
      expect(approved.location.searchParams.get('payment')).toBe(approved.id);
      const payment = await dev.database.db.query.payments.findFirst({
        where: eq(payments.providerSessionId, approved.id),
      });
      expect(payment).toMatchObject({ status: 'fulfilled' });
      // Coming back a second time lands on the same German page.
      const again = await dev.app.inject({
        method: 'GET',
        url: `/api/v1/payment/paypal/return/?paymentId=${payment!.id}&lang=de&token=${approved.id}`,
      });
      expect(new URL(again.headers.location as string).pathname).toBe('/de/success');
      const cancelled = await pressAndReturn('cancel');
      expect(cancelled.location.href).toBe('http://shop.test/de/cancel');
    } finally {
      await dev.close();
    }
  });

  it('refuses method paypal where dev stand-ins are not served', async () => {
    const open = await createTestShop({
      HOST: '0.0.0.0',
      DEV_STANDINS: 'auto',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMTP_URL: 'smtp://localhost:2525',
    });
    try {
      const res = await call(open.app, 'POST', '/api/v1/payment/stripe/', {
        body: { ...sampleCode(), amount: '39.00', email: 'no-pp@example.com', method: 'paypal' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorAnswer('invalid', { method: [messages.paypalUnavailable] }));
      // The web reads this and shows no PayPal button.
      const site = await call(open.app, 'GET', '/api/v1/site/');
      expect(site.body.payment_methods).toEqual(['card']);
      const page = await open.app.inject({ method: 'GET', url: `/dev/paypal/dev_pp_${'0'.repeat(24)}` });
      expect(page.statusCode).toBe(404);
    } finally {
      await open.close();
    }
  });
});
