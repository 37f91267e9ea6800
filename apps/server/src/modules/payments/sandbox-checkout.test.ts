/**
 * Card payments and bundle purchases with a test API key (docs/decisions/073): the sandbox
 * checkout stands in for the provider, pays or declines a test payment, and nothing live moves.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { messages } from '@navihub/contract/messages';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { jobs, orders, payments, subscriptions, testOrders, testPayments } from '../../db/schema.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { signUpReseller } from '../../test/shops.js';
import { call, createTestShop, sampleCode, type TestShop } from '../../test/harness.js';
import { balance, toolId } from '../points/index.js';
import { TEST_ORDER_JOB } from '../orders/index.js';

const PUBLIC_URL = 'https://shop.example';

let stripe: FakeStripe;
let hook: WebhookReceiver;
let shop: TestShop;

beforeAll(async () => {
  hook = await startWebhookReceiver();
  stripe = await startFakeStripe();
  shop = await createTestShop({
    ...stripe.env,
    PUBLIC_URL,
    DEV_STANDINS: 'on',
    WEBHOOK_ALLOW_PRIVATE: 'on',
    API_KEY_REQUESTS_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await shop.close();
  await stripe.close();
  await hook.close();
});

const db = () => shop.database.db;
const pointsOf = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));

/** A reseller with a browser session, a live key and a test key. */
const reseller = () => signUpReseller(shop);

/** The card payment of one PIN, as the reseller's system starts it. */
async function payByCard(token: string, overrides: Record<string, unknown> = {}, idempotencyKey?: string) {
  const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
    token,
    body: { ...sampleCode(overrides), user_ip: '198.51.100.1' },
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
  expect(res.status).toBe(200);
  return res.body as { payment_url: string; payment_id: string; livemode: boolean };
}

/** The sandbox checkout's address, as the browser follows it. */
const pathOfUrl = (url: string) => new URL(url).pathname + new URL(url).search;

/** The buyer clicks a button of the sandbox checkout; resolves with where the browser goes. */
async function click(paymentUrl: string, button: 'pay' | 'decline') {
  const res = await shop.app.inject({
    method: 'POST',
    url: `${new URL(paymentUrl).pathname}/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode).toBe(303);
  return new URL(res.headers.location as string);
}

/** The success page's check of a PIN's payment, from the address the checkout returned to. */
function checkPin(success: URL, token?: string) {
  const id = success.searchParams.get('paymentId');
  const session = success.searchParams.get('payment');
  return call(shop.app, 'POST', `/api/v1/payment/check/${id}/${session}/`, token ? { token } : {});
}

describe('a card payment with a test key', () => {
  it('opens the sandbox checkout, and Pay fulfils a test order with a demo PIN and a test webhook', async () => {
    const user = await reseller();
    const endpoint = await call(shop.app, 'POST', '/api/v1/webhooks/', {
      token: user.test,
      body: { url: hook.url(`/test-${user.id}`), events: ['order.fulfilled'] },
    });
    expect(endpoint.status).toBe(201);

    const started = await payByCard(user.test);
    expect(started.livemode).toBe(false);
    expect(started.payment_url).toBe(`${PUBLIC_URL}/sandbox/checkout/${started.payment_id}`);

    const page = await shop.app.inject({ method: 'GET', url: pathOfUrl(started.payment_url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Sandbox — no money is taken');
    expect(page.body).toContain('>Pay (test)</button>');
    expect(page.body).toContain('>Decline (test)</button>');
    expect(page.body).toContain('NTG 5.5 Europe V12.0');

    const success = await click(started.payment_url, 'pay');
    expect(success.origin + success.pathname).toBe(`${PUBLIC_URL}/success`);
    expect(success.searchParams.get('paymentId')).toBe(started.payment_id);
    expect(success.searchParams.get('payment')).toMatch(/^cs_test_/);

    await shop.app.jobWorker.drain();
    await shop.app.jobWorker.drain();
    const checked = await checkPin(success, user.test);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      status: 'success',
      message: messages.demoPin,
      livemode: false,
      invoice_url: null,
      order: { vin: 'WDD2050461F123456' },
    });
    expect(checked.body.data).toMatch(/^[A-Z2-9]{6}$/);
    expect(checked.body.order?.reference).toMatch(/^NH-TEST-/);

    // The webhook says so, signed as every delivery is.
    const delivery = hook.at(`/test-${user.id}`)[0]!;
    expect(() =>
      new Webhook(endpoint.body.secret).verify(delivery.body, delivery.headers as never),
    ).not.toThrow();
    const event = JSON.parse(delivery.body) as { type: string; data: Record<string, unknown> };
    expect(event.type).toBe('order.fulfilled');
    expect(event.data).toMatchObject({ livemode: false, pin_is_demo: true, pin: checked.body.data });

    // Nothing live: no payment, no order, no mail; the test history has it, the browser's does not.
    expect(await db().select().from(payments).where(eq(payments.id, started.payment_id))).toEqual([]);
    expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(shop.mail.sent.filter((m) => m.to === user.email && /PIN|payment/i.test(m.subject))).toEqual([]);
    const testHistory = await call(shop.app, 'GET', '/api/v1/history/', { token: user.test });
    expect(testHistory.body.results.map((o: { pin: string | null }) => o.pin)).toEqual([checked.body.data]);
    expect((await call(shop.app, 'GET', '/api/v1/history/', { token: user.access })).body.count).toBe(0);
    // The page now says it is paid, with no buttons.
    const after = await shop.app.inject({ method: 'GET', url: pathOfUrl(started.payment_url) });
    expect(after.body).toContain('This test payment is paid.');
    expect(after.body).not.toContain('Pay (test)');
  });

  it('takes a repeated Pay click once, and Decline after it changes nothing', async () => {
    const user = await reseller();
    const started = await payByCard(user.test);
    const first = await click(started.payment_url, 'pay');
    const again = await click(started.payment_url, 'pay');
    const decline = await click(started.payment_url, 'decline');
    expect(again.href).toBe(first.href);
    expect(decline.href).toBe(first.href);
    const [payment] = await db().select().from(testPayments).where(eq(testPayments.id, started.payment_id));
    const queued = await db().select().from(jobs).where(eq(jobs.kind, TEST_ORDER_JOB));
    expect(queued.filter((j) => j.payload.orderId === payment!.testOrderId)).toHaveLength(1);
    expect(payment!.status).toBe('fulfilled');
  });

  it('declines: the checkout goes to the cancel page, the payment and its test order fail', async () => {
    const user = await reseller();
    const started = await payByCard(user.test);
    const cancel = await click(started.payment_url, 'decline');
    expect(cancel.href).toBe(`${PUBLIC_URL}/cancel`);
    const [payment] = await db().select().from(testPayments).where(eq(testPayments.id, started.payment_id));
    expect(payment!.status).toBe('failed');
    const [order] = await db().select().from(testOrders).where(eq(testOrders.id, payment!.testOrderId!));
    expect(order!.status).toBe('failed');

    // Pay afterwards changes nothing either; the success page's check says the payment failed.
    expect((await click(started.payment_url, 'pay')).href).toBe(`${PUBLIC_URL}/cancel`);
    const success = new URL(`${PUBLIC_URL}/success?paymentId=${payment!.id}&payment=${payment!.sessionId}`);
    expect((await checkPin(success, user.test)).body).toEqual({
      status: 'error',
      data: null,
      message: messages.paymentFailed,
      livemode: false,
    });
    const page = await shop.app.inject({ method: 'GET', url: pathOfUrl(started.payment_url) });
    expect(page.body).toContain('This test payment is declined.');
  });

  it('is pending until paid; the browser holding the link checks it; a live key never finds it', async () => {
    const user = await reseller();
    const started = await payByCard(user.test);
    const [payment] = await db().select().from(testPayments).where(eq(testPayments.id, started.payment_id));
    const link = new URL(`${PUBLIC_URL}/success?paymentId=${payment!.id}&payment=${payment!.sessionId}`);
    expect((await checkPin(link, user.test)).body).toMatchObject({ status: 'pending', livemode: false });

    await click(started.payment_url, 'pay');
    await shop.app.jobWorker.drain();
    // The success page in a browser (signed in or a guest) reads it by its link, as live.
    expect((await checkPin(link)).body).toMatchObject({ status: 'success', livemode: false });
    expect((await checkPin(link, user.access)).body).toMatchObject({ status: 'success', livemode: false });
    // A live key, another account, or a wrong session id: 404, as a missing payment.
    expect((await checkPin(link, user.live)).status).toBe(404);
    const stranger = await reseller();
    expect((await checkPin(link, stranger.test)).status).toBe(404);
    expect((await checkPin(link, stranger.access)).status).toBe(404);
    const wrongSession = new URL(link);
    wrongSession.searchParams.set('payment', 'cs_test_not_this_one');
    expect((await checkPin(wrongSession, user.test)).status).toBe(404);
  });

  it('answers 404 for a payment id it does not know, and 400 for one not shaped as an id', async () => {
    const unknown = randomUUID();
    expect((await shop.app.inject({ method: 'GET', url: `/sandbox/checkout/${unknown}` })).statusCode).toBe(
      404,
    );
    for (const button of ['pay', 'decline']) {
      const res = await shop.app.inject({
        method: 'POST',
        url: `/sandbox/checkout/${unknown}/${button}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await shop.app.inject({ method: 'GET', url: '/sandbox/checkout/dev_cs_1' })).statusCode).toBe(
      400,
    );
    const user = await reseller();
    expect(
      (await call(shop.app, 'POST', `/api/v1/payment/check/${unknown}/cs_test_x/`, { token: user.test }))
        .status,
    ).toBe(404);
  });

  it('refuses what live refuses: a variant not on offer is 400 and writes nothing', async () => {
    const user = await reseller();
    const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      token: user.test,
      body: { ...sampleCode({ version: 'V99.9' }), user_ip: '198.51.100.1' },
    });
    expect(res.status).toBe(400);
    expect(await db().select().from(testPayments).where(eq(testPayments.userId, user.id))).toEqual([]);
  });

  it('keeps Idempotency-Keys apart per mode: a replay answers the same test payment', async () => {
    const user = await reseller();
    const key = randomUUID();
    const first = await payByCard(user.test, {}, key);
    const replay = await payByCard(user.test, {}, key);
    expect(replay).toEqual(first);
    const live = await payByCard(user.live, {}, key);
    expect(live.livemode).toBe(true);
    expect(live.payment_id).not.toBe(first.payment_id);
    expect(await db().select().from(testPayments).where(eq(testPayments.userId, user.id))).toHaveLength(1);
  });
});

describe('a live key is unchanged', () => {
  it('opens the provider checkout, says livemode true and its payment id, and never sees a test payment', async () => {
    const user = await reseller();
    const live = await payByCard(user.live);
    expect(live.livemode).toBe(true);
    expect(live.payment_url).not.toContain('/sandbox/');
    const [row] = await db().select().from(payments).where(eq(payments.id, live.payment_id));
    expect(row?.kind).toBe('pin');
    // A test key does not find the live payment either.
    const link = new URL(`${PUBLIC_URL}/success?paymentId=${row!.id}&payment=${row!.providerSessionId}`);
    expect((await checkPin(link, user.test)).status).toBe(404);
    expect((await checkPin(link, user.live)).body).toMatchObject({ status: 'pending', livemode: true });
  });
});

describe('a bundle purchase with a test key', () => {
  it('completes as a test purchase: nothing granted live, livemode false, listed only in test', async () => {
    const user = await reseller();
    const before = await pointsOf(user.id);
    const bundles = await call(shop.app, 'GET', '/api/v1/bundles/');
    const bundle = bundles.body.results[0] as { id: number; tokens: number };
    const started = await call(shop.app, 'POST', '/api/v1/payment/bundle/', {
      token: user.test,
      body: { fk_bundle: bundle.id, currency: 'USD', user_ip: '198.51.100.1' },
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      livemode: false,
      payment_url: expect.stringContaining('/sandbox/checkout/'),
    });
    const page = await shop.app.inject({ method: 'GET', url: pathOfUrl(started.body.payment_url as string) });
    expect(page.body).toContain('Sandbox — no money is taken');

    const success = await click(started.body.payment_url as string, 'pay');
    expect(success.searchParams.get('bundleId')).toBe(started.body.payment_id);
    const url = `/api/v1/payment/bundle/${success.searchParams.get('bundleId')}/${success.searchParams.get('payment')}`;
    const checked = await call(shop.app, 'POST', url, { token: user.test });
    expect(checked.body).toEqual({ status: 'success', message: messages.testPurchasePaid, livemode: false });
    // A live key does not find it.
    expect((await call(shop.app, 'POST', url, { token: user.live })).status).toBe(404);

    expect(await pointsOf(user.id)).toBe(before);
    const testList = await call(shop.app, 'GET', '/api/v1/payment/bundle/', { token: user.test });
    expect(testList.body.results).toEqual([
      expect.objectContaining({
        id: started.body.payment_id,
        kind: 'token_bundle',
        status: 'fulfilled',
        tokens: bundle.tokens,
        livemode: false,
        invoice_url: null,
      }),
    ]);
    for (const token of [user.access, user.live]) {
      expect((await call(shop.app, 'GET', '/api/v1/payment/bundle/', { token })).body.results).toEqual([]);
    }
    expect(await db().select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
  });

  it('grants no subscription day for a test subscription bundle', async () => {
    const user = await reseller();
    const subs = await call(shop.app, 'GET', '/api/v1/subscribe_bundles/');
    const sub = subs.body.results[0] as { id: number };
    const started = await call(shop.app, 'POST', '/api/v1/payment/subscribe_bundle/', {
      token: user.test,
      body: { fk_bundle: sub.id, currency: 'USD' },
    });
    expect(started.body.livemode).toBe(false);
    const success = await click(started.body.payment_url as string, 'pay');
    const url = `/api/v1/payment/subscribe_bundle/${success.searchParams.get('subscribeBundleId')}/${success.searchParams.get('payment')}`;
    expect((await call(shop.app, 'POST', url, { token: user.test })).body).toMatchObject({
      status: 'success',
      livemode: false,
    });
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);
  });

  it('is declined as live: the check says the payment failed', async () => {
    const user = await reseller();
    const started = await call(shop.app, 'POST', '/api/v1/payment/bundle/', {
      token: user.test,
      body: { fk_bundle: 1, currency: 'USD' },
    });
    const [row] = await db().select().from(testPayments).where(eq(testPayments.id, started.body.payment_id!));
    expect((await click(started.body.payment_url as string, 'decline')).pathname).toBe('/cancel');
    const checked = await call(shop.app, 'POST', `/api/v1/payment/bundle/${row!.id}/${row!.sessionId}`, {
      token: user.test,
    });
    expect(checked.body).toEqual({ status: 'error', message: messages.paymentFailed, livemode: false });
  });
});
