/**
 * A bundle is granted at the terms it was sold at (issue 29 item 4): what the admin changes while a
 * checkout is open (up to 24 h) does not change what that checkout gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { payments, subscriptions } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import { balance, toolId } from '../points/index.js';
import { startFakePaypal } from '../../test/fake-paypal.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { call, createTestShop, signUp, type Json, type TestShop } from '../../test/harness.js';

let stripe: FakeStripe;
let shop: TestShop;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({ ...stripe.env, PUBLIC_URL: 'https://shop.example', DEV_STANDINS: 'on' });
  admin = await signUp(shop.app);
  await createAccountService({ db: shop.database.db }).setRole(admin.id, 'admin');
});
afterAll(async () => {
  await shop.close();
  await stripe.close();
});

const db = () => shop.database.db;
const DAY = 24 * 3600 * 1000;
const asAdmin = (method: 'POST' | 'PATCH', path: string, body: Json) =>
  call(shop.app, method, path, { token: admin.access, body });
const points = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));
const subscriptionEnd = async (userId: number) =>
  (await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) }))?.endDate.getTime();

async function addTokenBundle(body: Json) {
  const res = await asAdmin('POST', pathOf(backofficeApi.addTokenBundle), body);
  expect(res.status).toBe(201);
  return String(res.body.id);
}

async function addSubscriptionBundle(body: Json) {
  const res = await asAdmin('POST', pathOf(backofficeApi.addSubscriptionBundle), body);
  expect(res.status).toBe(201);
  return String(res.body.id);
}

/** Opens a checkout for the bundle; the customer is now on the provider's page. */
async function openCheckout(
  customer: { access: string },
  kind: 'bundle' | 'subscribe_bundle',
  bundleId: string,
) {
  const res = await call(shop.app, 'POST', `/api/v1/payment/${kind}/`, {
    token: customer.access,
    body: { fk_bundle: Number(bundleId), currency: 'USD' },
  });
  expect(res.status).toBe(200);
  const sessionId = (res.body.payment_url as string).split('/').pop()!;
  const payment = (await db().query.payments.findFirst({
    where: eq(payments.providerSessionId, sessionId),
  }))!;
  return { sessionId, payment };
}

/** The customer pays what the checkout asks and comes back to the success page. */
async function payAndReturn(
  customer: { access: string },
  kind: 'bundle' | 'subscribe_bundle',
  checkout: { sessionId: string; payment: { id: string } },
) {
  stripe.pay(checkout.sessionId);
  const res = await call(
    shop.app,
    'POST',
    `/api/v1/payment/${kind}/${checkout.payment.id}/${checkout.sessionId}`,
    { token: customer.access },
  );
  expect(res.body.status).toBe('success');
}

const purchases = async (customer: { access: string }) =>
  (await call(shop.app, 'GET', '/api/v1/payment/bundle/', { token: customer.access })).body.results as Json[];

describe('a token bundle changed while its checkout is open', () => {
  it('credits the tokens, price and name of when the checkout opened, not the new ones', async () => {
    const id = await addTokenBundle({ name: 'Ten tokens', price: '312.00', tokens: 10 });
    const customer = await signUp(shop.app);
    const checkout = await openCheckout(customer, 'bundle', id);
    expect(stripe.sessions.get(checkout.sessionId)!.amount_total).toBe(31200);

    const changed = await asAdmin('PATCH', pathOf(backofficeApi.updateTokenBundle, { id }), {
      name: 'A thousand tokens',
      price: '999.00',
      tokens: 1000,
    });
    expect(changed.status).toBe(200);

    await payAndReturn(customer, 'bundle', checkout);
    expect(await points(customer.id)).toBe(10);
    expect(await purchases(customer)).toEqual([
      expect.objectContaining({ name: 'Ten tokens', amount: '312.00', tokens: 10, status: 'fulfilled' }),
    ]);
  });

  it('credits the bundle’s own tokens when it was hidden meanwhile (not a default of 10)', async () => {
    const id = await addTokenBundle({ name: 'Thirty tokens', price: '900.00', tokens: 30 });
    const customer = await signUp(shop.app);
    const checkout = await openCheckout(customer, 'bundle', id);
    await asAdmin('PATCH', pathOf(backofficeApi.updateTokenBundle, { id }), { active: false });

    await payAndReturn(customer, 'bundle', checkout);
    expect(await points(customer.id)).toBe(30);
    expect(await purchases(customer)).toEqual([
      expect.objectContaining({ name: 'Thirty tokens', tokens: 30 }),
    ]);
  });
});

describe('a subscription bundle changed while its checkout is open', () => {
  it('extends by the days of when the checkout opened, not the new ones', async () => {
    const id = await addSubscriptionBundle({ name: 'Two weeks', price: '80.00', duration_days: 14 });
    const customer = await signUp(shop.app);
    const checkout = await openCheckout(customer, 'subscribe_bundle', id);
    await asAdmin('PATCH', pathOf(backofficeApi.updateSubscriptionBundle, { id }), {
      name: 'Ten years',
      duration_days: 3650,
    });

    await payAndReturn(customer, 'subscribe_bundle', checkout);
    expect(Math.abs((await subscriptionEnd(customer.id))! - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    expect(await purchases(customer)).toEqual([
      expect.objectContaining({ name: 'Two weeks', duration_days: 14, tokens: null }),
    ]);
  });

  it('extends by the bundle’s own days when it was hidden meanwhile (not the default)', async () => {
    const id = await addSubscriptionBundle({ name: 'Five days', price: '40.00', duration_days: 5 });
    const customer = await signUp(shop.app);
    const checkout = await openCheckout(customer, 'subscribe_bundle', id);
    await asAdmin('PATCH', pathOf(backofficeApi.updateSubscriptionBundle, { id }), { active: false });

    await payAndReturn(customer, 'subscribe_bundle', checkout);
    expect(Math.abs((await subscriptionEnd(customer.id))! - (Date.now() + 5 * DAY))).toBeLessThan(60_000);
  });
});

describe('the same by PayPal', () => {
  it('credits the tokens of when the checkout opened, after approval and capture', async () => {
    const paypal = await startFakePaypal();
    const paypalShop = await createTestShop({
      ...paypal.env,
      PUBLIC_URL: 'https://shop.example',
      DEV_STANDINS: 'on',
    });
    try {
      const boss = await signUp(paypalShop.app);
      await createAccountService({ db: paypalShop.database.db }).setRole(boss.id, 'admin');
      const added = await call(paypalShop.app, 'POST', pathOf(backofficeApi.addTokenBundle), {
        token: boss.access,
        body: { name: 'Twelve tokens', price: '312.00', tokens: 12 },
      });
      const id = String(added.body.id);
      const customer = await signUp(paypalShop.app);
      const res = await call(paypalShop.app, 'POST', '/api/v1/payment/bundle/', {
        token: customer.access,
        body: { fk_bundle: Number(id), method: 'paypal' },
      });
      const orderId = new URL(res.body.payment_url as string).searchParams.get('token')!;
      const payment = (await paypalShop.database.db.query.payments.findFirst({
        where: eq(payments.providerSessionId, orderId),
      }))!;
      await call(paypalShop.app, 'PATCH', pathOf(backofficeApi.updateTokenBundle, { id }), {
        token: boss.access,
        body: { tokens: 1000 },
      });

      paypal.approve(orderId);
      await paypalShop.app.inject({
        method: 'GET',
        url: `/api/v1/payment/paypal/return/?paymentId=${payment.id}&token=${orderId}&PayerID=PAYER1`,
      });
      const tool = await toolId(paypalShop.database.db, NAVIGATION_TOOL);
      expect(await balance(paypalShop.database.db, customer.id, tool)).toBe(12);
    } finally {
      await paypalShop.close();
      await paypal.close();
    }
  });
});

describe('a payment opened before the terms were recorded (no terms on its row)', () => {
  it('is granted what the bundle says when it is paid, as before', async () => {
    const id = await addTokenBundle({ name: 'Twelve tokens', price: '360.00', tokens: 12 });
    const customer = await signUp(shop.app);
    const checkout = await openCheckout(customer, 'bundle', id);
    await db().update(payments).set({ tokens: null }).where(eq(payments.id, checkout.payment.id));
    await asAdmin('PATCH', pathOf(backofficeApi.updateTokenBundle, { id }), { tokens: 15 });

    await payAndReturn(customer, 'bundle', checkout);
    expect(await points(customer.id)).toBe(15);
  });
});
