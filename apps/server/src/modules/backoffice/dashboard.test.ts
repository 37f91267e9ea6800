import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { amountToCents, centsToAmount } from '@navihub/contract/rules';
import { orders, paymentRefunds, payments } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import {
  call,
  createTestShop,
  grantPoints,
  sampleCode,
  signUp,
  type Json,
  type TestShop,
} from '../../test/harness.js';

let shop: TestShop;
let staff: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  // Staff enter PINs by hand: a paid order waits for them.
  shop = await createTestShop({ PIN_PROVIDER: 'manual', PUBLIC_URL: 'http://shop.test', DEV_STANDINS: 'on' });
  staff = await signUp(shop.app);
  await createAccountService({ db: shop.database.db }).setRole(staff.id, 'staff');
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const dashboard = async () => {
  const res = await call(shop.app, 'GET', pathOf(backofficeApi.dashboard), { token: staff.access });
  expect(res.status).toBe(200);
  return res.body;
};
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function pointOrder() {
  const user = await signUp(shop.app);
  await grantPoints(db(), user.id, 1);
  const res = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
    token: user.access,
    body: sampleCode(),
  });
  expect(res.status).toBe(200);
  return res.body.order_id as string;
}

/** Pays on the dev checkout page (provider `dev`), as the customer pressing Pay. */
async function payOnDevCheckout(paymentUrl: string) {
  const url = new URL(paymentUrl);
  const pay = await shop.app.inject({
    method: 'POST',
    url: `${url.pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(pay.statusCode).toBe(303);
}

describe('the dashboard', () => {
  it('is all zeros for a new shop, with 30 UTC days oldest first', async () => {
    const body = await dashboard();
    const empty = {
      orders: 0,
      orders_by_payment: { points: 0, subscription: 0, card: 0 },
      revenue: [],
      failed_orders: 0,
      median_seconds_to_pin: null,
    };
    expect(body).toMatchObject({
      currency: 'USD',
      today: empty,
      last_30_days: empty,
      awaiting_pin: { count: 0, oldest_seconds: null },
    });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]).toEqual({ date: utcDay(29), orders: 0, revenue: '0.00' });
    expect(body.daily[29]).toEqual({ date: utcDay(0), orders: 0, revenue: '0.00' });
  });

  it('counts orders by what paid them, revenue by method, failures, time to PIN and the queue', async () => {
    const fulfilled = await pointOrder();
    const failed = await pointOrder();
    await pointOrder(); // waits for its PIN
    const older = await pointOrder();
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await db()
      .update(orders)
      .set({ createdAt: threeDaysAgo, paidAt: threeDaysAgo })
      .where(eq(orders.id, older));
    const staffCall = (path: string, body: unknown) =>
      call(shop.app, 'POST', path, { token: staff.access, body });
    expect(
      (await staffCall(pathOf(backofficeApi.fulfilOrder, { id: fulfilled }), { pin: 'ABCD-1234' })).status,
    ).toBe(200);
    expect(
      (await staffCall(pathOf(backofficeApi.failOrder, { id: failed }), { reason: 'No code' })).status,
    ).toBe(200);

    // A guest's card order and a customer's token bundle, both paid on the dev checkout.
    const price = (await call(shop.app, 'GET', '/api/v1/payment/paypal/')).body.amount as string;
    const pin = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: { ...sampleCode(), amount: price, email: 'dash-guest@example.com' },
    });
    await payOnDevCheckout(pin.body.payment_url as string);
    const buyer = await signUp(shop.app);
    const bundle = (await call(shop.app, 'GET', '/api/v1/bundles/')).body.results[0] as Json;
    const bought = await call(shop.app, 'POST', '/api/v1/payment/bundle/', {
      token: buyer.access,
      body: { fk_bundle: bundle.id, currency: 'USD', user_ip: '198.51.100.1' },
    });
    await payOnDevCheckout(bought.body.payment_url as string);
    // An unpaid card order counts nowhere.
    await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: { ...sampleCode(), amount: price, email: 'dash-unpaid@example.com' },
    });
    const revenue = centsToAmount(amountToCents(price) + amountToCents(bundle.discount_price as string));

    const body = await dashboard();
    expect(body.today).toEqual({
      orders: 4,
      orders_by_payment: { points: 3, subscription: 0, card: 1 },
      revenue: [{ method: 'dev', amount: revenue, payments: 2, refunded: '0.00' }],
      failed_orders: 1,
      median_seconds_to_pin: expect.any(Number),
    });
    expect(body.today.median_seconds_to_pin).toBeGreaterThanOrEqual(0);
    expect(body.today.median_seconds_to_pin).toBeLessThan(600);
    expect(body.last_30_days).toMatchObject({
      orders: 5,
      orders_by_payment: { points: 4, subscription: 0, card: 1 },
      revenue: [{ method: 'dev', amount: revenue, payments: 2, refunded: '0.00' }],
      failed_orders: 1,
    });
    // Waiting: the point order of today, the card order, and the one of three days ago (the oldest).
    expect(body.awaiting_pin.count).toBe(3);
    expect(body.awaiting_pin.oldest_seconds).toBeGreaterThanOrEqual(3 * 86_400 - 60);
    expect(body.daily).toHaveLength(30);
    expect(body.daily[29]).toEqual({ date: utcDay(0), orders: 4, revenue });
    expect(body.daily[26]).toEqual({ date: utcDay(3), orders: 1, revenue: '0.00' });
    expect((body.daily as Json[]).reduce((n, d) => n + (d.orders as number), 0)).toBe(5);
  });

  it('counts revenue after what was refunded, and says how much was', async () => {
    const before = await dashboard();
    const taken = amountToCents(before.today.revenue[0].amount as string);
    const [paid] = await db().select().from(payments).where(eq(payments.status, 'fulfilled')).limit(1);
    // Part of a payment refunded in the provider's dashboard (decision 043).
    await db()
      .insert(paymentRefunds)
      .values({ id: 're_dash_1', paymentId: paid!.id, amountCents: 100, reason: 'Goodwill' });

    const body = await dashboard();
    const net = centsToAmount(taken - 100);
    expect(body.today.revenue).toEqual([{ method: 'dev', amount: net, payments: 2, refunded: '1.00' }]);
    expect(body.last_30_days.revenue).toEqual([
      { method: 'dev', amount: net, payments: 2, refunded: '1.00' },
    ]);
    expect(body.daily[29].revenue).toBe(net);
  });
});
