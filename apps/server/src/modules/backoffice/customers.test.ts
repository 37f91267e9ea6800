import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { createAccountService } from '../account/index.js';
import { balance, toolId } from '../points/index.js';
import { extendNavigationSubscription } from '../subscriptions/index.js';
import {
  call,
  grantPoints,
  sampleCode,
  signUp,
  uniqueEmail,
  type Json,
  type TestShop,
} from '../../test/harness.js';
import { createShopWithStaff, type SignedUp } from '../../test/shops.js';

let shop: TestShop;
let staff: SignedUp;

beforeAll(async () => {
  ({ shop, staff } = await createShopWithStaff({
    PUBLIC_URL: 'http://shop.test',
    DEV_STANDINS: 'on',
  }));
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const pointsOf = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));
const list = (query: string, token = staff.access) =>
  call(shop.app, 'GET', `${pathOf(backofficeApi.listCustomers)}${query}`, { token });
const detail = (id: number | string, token = staff.access) =>
  call(shop.app, 'GET', pathOf(backofficeApi.getCustomer, { id: String(id) }), { token });

/** A token bundle bought and paid through the dev checkout (provider `dev`). */
async function buyTokenBundle(user: { access: string }) {
  const bundle = (await call(shop.app, 'GET', '/api/v1/bundles/')).body.results[0] as { id: number };
  const res = await call(shop.app, 'POST', '/api/v1/payment/bundle/', {
    token: user.access,
    body: { fk_bundle: bundle.id, currency: 'USD', user_ip: '198.51.100.1' },
  });
  expect(res.status).toBe(200);
  const url = new URL(res.body.payment_url as string);
  const pay = await shop.app.inject({
    method: 'POST',
    url: `${url.pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(pay.statusCode).toBe(303);
}

describe('the customer list', () => {
  it('finds an account by e-mail, name and number, with its balance', async () => {
    const user = await signUp(shop.app);
    await createAccountService({ db: db() }).updateProfile(user.id, {
      first_name: 'Ottilie',
      last_name: 'Quorndon',
    });
    await grantPoints(db(), user.id, 3);
    for (const q of [
      user.email.toUpperCase(),
      'ottilie',
      'QUORNDON',
      'Ottilie Quorn',
      String(user.id),
      `#${user.id}`,
    ]) {
      const res = await list(`?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      const row = (res.body.results as Json[]).find((c) => c.id === user.id);
      expect(row).toMatchObject({
        email: user.email,
        first_name: 'Ottilie',
        role: 'customer',
        points: 3,
        disabled: false,
        subscription_until: null,
      });
    }
    const none = await list(`?q=${encodeURIComponent('nobody-at-all@example.org')}`);
    expect(none.body).toMatchObject({ count: 0, results: [], next: null, previous: null });
    expect((await list(`?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
  });

  it('pages 20 at a time, newest first', async () => {
    const prefix = `pages${Date.now()}`;
    for (let i = 0; i < 21; i++) await signUp(shop.app, uniqueEmail(prefix));
    const first = await list(`?q=${prefix}`);
    expect(first.body.count).toBe(21);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain('page=2');
    expect(first.body.next).toContain(`q=${prefix}`);
    const ids = (first.body.results as Array<{ id: number }>).map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await call(shop.app, 'GET', first.body.next as string, { token: staff.access });
    expect(second.body.results).toHaveLength(1);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toContain('page=1');
  });
});

describe('one customer', () => {
  it('shows balance, subscription, discount, orders, payments and ledger', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 2, `detail-${user.id}`);
    await db().transaction((tx) => extendNavigationSubscription(tx, { userId: user.id, days: 30 }));
    const order = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
      token: user.access,
      body: sampleCode(),
    });
    expect(order.status).toBe(200);
    await buyTokenBundle(user);
    const res = await detail(user.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, discount_percent: 0, disabled: false });
    expect(Date.parse(res.body.subscription_until as string)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((res.body.orders as Json[]).map((o) => o.id)).toEqual([order.body.order_id]);
    expect(res.body.payments).toEqual([
      expect.objectContaining({ kind: 'token_bundle', status: 'fulfilled', provider: 'dev' }),
    ]);
    const ledger = res.body.ledger as Json[];
    expect(ledger.map((e) => e.reason)).toContain('test-grant');
    expect(ledger[0]!.delta).toBeGreaterThan(0); // the bundle's tokens, newest first
    expect(res.body.points).toBe(await pointsOf(user.id));
  });

  it('is 404 for an unknown number', async () => {
    const res = await detail(999_999);
    expect(res.status).toBe(404);
    expect((await detail('abc')).status).toBe(400);
  });
});
