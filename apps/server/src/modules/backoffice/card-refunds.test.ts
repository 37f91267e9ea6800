import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf, type Endpoint } from '@navihub/contract/api/endpoint';
import { payments } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import {
  call,
  createTestShop,
  sampleCode,
  signUp,
  staffFulfilment,
  uniqueEmail,
  type TestShop,
} from '../../test/harness.js';

// Card orders paid through Stripe (the SDK against the local fake), PINs entered by staff.
let stripe: FakeStripe;
let shop: TestShop;
let staff: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({
    ...stripe.env,
    PIN_PROVIDER: 'manual',
    PUBLIC_URL: 'https://shop.example',
    DEV_STANDINS: 'on',
  });
  staff = await signUp(shop.app);
  await createAccountService({ db: shop.database.db }).setRole(staff.id, 'staff');
});
afterAll(async () => {
  await shop.close();
  await stripe.close();
});

const post = (endpoint: Endpoint, id: string, body: Record<string, string>) =>
  call(shop.app, 'POST', pathOf(endpoint, { id }), { token: staff.access, body });
const fulfil = (id: string, pin: string) => post(backofficeApi.fulfilOrder, id, { pin });
const fail = (id: string, reason: string) => post(backofficeApi.failOrder, id, { reason });
const refund = (id: string, reason: string) => post(backofficeApi.refundOrder, id, { reason });
const detail = (id: string) =>
  call(shop.app, 'GET', pathOf(backofficeApi.getOrder, { id }), { token: staff.access });
let adminAccess: string | undefined;
/** The audit log's entries about one order, newest first, as an admin reads them. */
async function auditOf(id: string) {
  if (!adminAccess) {
    const account = await signUp(shop.app);
    await createAccountService({ db: shop.database.db }).setRole(account.id, 'admin');
    adminAccess = account.access;
  }
  const res = await call(shop.app, 'GET', `${pathOf(backofficeApi.listAudit)}?subject=${id}`, {
    token: adminAccess,
  });
  return res.body.results as Array<Record<string, unknown>>;
}

/** The refund requests the fake Stripe received for one order, and the refunds it made for it. */
function atStripe(orderId: string, paymentIntent: string) {
  return {
    requests: stripe.refundRequests.filter((r) => r.idempotencyKey === `refund-${orderId}`),
    refunds: [...stripe.refunds.values()].filter((r) => r.payment_intent === paymentIntent),
  };
}

/** A guest buys a PIN by card and pays; with the manual provider the order waits for staff. */
async function paidCardOrder() {
  const email = uniqueEmail('card');
  const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
    body: { ...sampleCode(), amount: '39.00', email, currency: 'USD', type: null, fk_subscription: null },
  });
  expect(res.status).toBe(200);
  const sessionId = (res.body.payment_url as string).split('/').pop()!;
  const payment = (await shop.database.db.query.payments.findFirst({
    where: eq(payments.providerSessionId, sessionId),
  }))!;
  const session = stripe.pay(sessionId);
  const checkUrl = `/api/v1/payment/check/${payment.id}/${sessionId}/`;
  await call(shop.app, 'POST', checkUrl);
  await shop.app.jobWorker.drain();
  const orderId = payment.orderId!;
  expect((await detail(orderId)).body.status).toBe('awaiting_pin');
  return { email, orderId, checkUrl, paymentIntent: session.payment_intent!, amount: session.amount_total };
}

describe('refunding a card order through Stripe', () => {
  it('refunds the payment once, with the order as idempotency key; the customer keeps the PIN', async () => {
    const order = await paidCardOrder();
    expect((await fulfil(order.orderId, 'CARD-4242')).status).toBe(200);
    const res = await refund(order.orderId, 'The customer gave a wrong VIN.');
    expect(res.status).toBe(200);
    const { requests, refunds } = atStripe(order.orderId, order.paymentIntent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(order.amount);
    expect(requests).toEqual([
      { idempotencyKey: `refund-${order.orderId}`, paymentIntent: order.paymentIntent, amount: 3900 },
    ]);
    expect(res.body).toMatchObject({
      status: 'fulfilled',
      pin_masked: '••••-4242',
      payment: { provider: 'stripe', status: 'fulfilled', amount: '39.00', currency: 'USD' },
      refund: {
        given_back: 'card',
        amount: '39.00',
        provider_refund_id: refunds[0]!.id,
        by: staff.email,
        reason: 'The customer gave a wrong VIN.',
      },
    });
    // The customer's success page still shows the PIN.
    expect((await call(shop.app, 'POST', order.checkUrl)).body).toMatchObject({
      status: 'success',
      data: 'CARD-4242',
    });
    await shop.app.mailWorker.drain();
    const mail = shop.mail.sent.filter((m) => m.to === order.email && m.subject.includes('refunded'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('39.00 USD has been refunded');

    const again = await refund(order.orderId, 'once more');
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This order was already refunded.');
    expect(atStripe(order.orderId, order.paymentIntent).refunds).toHaveLength(1);
    expect((await auditOf(order.orderId)).map((e) => e.action)).toEqual([
      'order.refunded',
      'order.fulfilled',
    ]);
  });

  it('fails an order awaiting its PIN and refunds its payment; the customer is e-mailed', async () => {
    const order = await paidCardOrder();
    const res = await fail(order.orderId, 'No code exists for this car.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'failed', refund: { given_back: 'card', amount: '39.00' } });
    expect(atStripe(order.orderId, order.paymentIntent).refunds).toHaveLength(1);
    await shop.app.mailWorker.drain();
    expect(
      shop.mail.sent.filter((m) => m.to === order.email && m.text.includes('39.00 USD has been refunded')),
    ).toHaveLength(1);
    expect((await fulfil(order.orderId, 'TOO-LATE-1')).status).toBe(409);
  });

  it('answers 502 refund_failed when Stripe refuses, changes nothing, and a retry refunds once', async () => {
    const order = await paidCardOrder();
    stripe.failNextRefund();
    const refused = await fail(order.orderId, 'No code.');
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ code: 'refund_failed' });
    const after = await detail(order.orderId);
    expect(after.body).toMatchObject({ status: 'awaiting_pin', refund: null, failure_reason: null });
    expect(await auditOf(order.orderId)).toEqual([]);

    expect((await fail(order.orderId, 'No code.')).status).toBe(200);
    const { requests, refunds } = atStripe(order.orderId, order.paymentIntent);
    expect(requests).toHaveLength(2);
    expect(refunds).toHaveLength(1);
  });

  it('records a refund Stripe made before a crash when staff try again, without a second refund', async () => {
    const order = await paidCardOrder();
    expect((await fulfil(order.orderId, 'CRASH-0001')).status).toBe(200);
    // The provider's refund went through, then the process died before the order recorded it.
    const made = await shop.app.orders.refundPayment(order.orderId);
    expect((await detail(order.orderId)).body.refund).toBeNull();
    const res = await refund(order.orderId, 'Wrong VIN.');
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({ provider_refund_id: made.providerRefundId, amount: '39.00' });
    expect(atStripe(order.orderId, order.paymentIntent).refunds).toHaveLength(1);
  });

  it('refunds a card order the supplier gave up on (failed without a refund)', async () => {
    const order = await paidCardOrder();
    // The fulfilment job's last attempt: the order fails, its card payment is only said to be refunded.
    expect(await staffFulfilment(shop).failOrder(order.orderId, 'supplier gave up')).toBe(true);
    expect((await detail(order.orderId)).body).toMatchObject({ status: 'failed', refund: null });
    const res = await refund(order.orderId, 'Refund after the supplier failed.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'failed', refund: { given_back: 'card', amount: '39.00' } });
    expect(atStripe(order.orderId, order.paymentIntent).refunds).toHaveLength(1);
    expect((await refund(order.orderId, 'again')).status).toBe(409);
  });

  it('refunds a card order the supplier gave up on by itself, once, and tells the customer', async () => {
    const order = await paidCardOrder();
    // The fulfilment job's last attempt fails the order and queues its refund.
    expect(await staffFulfilment(shop).failOrder(order.orderId, 'The supplier could not make the PIN.')).toBe(
      true,
    );
    await shop.app.jobWorker.drain();
    const after = (await detail(order.orderId)).body;
    expect(after).toMatchObject({
      status: 'failed',
      refund: {
        given_back: 'card',
        amount: '39.00',
        reason: 'The supplier could not make the PIN.',
        by: 'shop',
      },
    });
    const { requests, refunds } = atStripe(order.orderId, order.paymentIntent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(order.amount);
    expect(requests.every((r) => r.idempotencyKey === `refund-${order.orderId}`)).toBe(true);
    await shop.app.mailWorker.drain();
    expect(
      shop.mail.sent.filter((m) => m.to === order.email && m.text.includes('39.00 USD has been refunded')),
    ).toHaveLength(1);
    expect((await auditOf(order.orderId)).map((e) => [e.action, e.actor])).toEqual([
      ['order.refunded', 'shop'],
    ]);
    // Staff find it refunded: nothing more to give back.
    expect((await refund(order.orderId, 'again')).status).toBe(409);
    await shop.app.jobWorker.drain();
    expect(atStripe(order.orderId, order.paymentIntent).refunds).toHaveLength(1);
  });

  it('refuses to refund an unpaid card order, without asking Stripe', async () => {
    const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: { ...sampleCode(), amount: '39.00', email: uniqueEmail('unpaid'), currency: 'USD' },
    });
    const sessionId = (res.body.payment_url as string).split('/').pop()!;
    const payment = (await shop.database.db.query.payments.findFirst({
      where: eq(payments.providerSessionId, sessionId),
    }))!;
    const before = stripe.refundRequests.length;
    const refused = await refund(payment.orderId!, 'never paid');
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('This order is not paid yet: there is nothing to refund.');
    expect((await fail(payment.orderId!, 'never paid')).status).toBe(409);
    expect(stripe.refundRequests.length).toBe(before);
  });
});
