import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { orderReference } from '@navihub/contract/order-reference';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { orders, variants } from '../../db/schema.js';
import { createAccountService } from '../account/service.js';
import { newOrderId, payOrder, placeCardOrder } from '../codes/orders.js';
import { balance, toolId } from '../points/ledger.js';
import {
  call,
  createTestShop,
  grantPoints,
  sampleCode,
  signUp,
  uniqueEmail,
  type TestShop,
  errorAnswer,
} from '../../test/harness.js';

let shop: TestShop;
let staff: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  // Most shops: staff buy each PIN by hand, so a paid order waits for them.
  shop = await createTestShop({ PIN_PROVIDER: 'manual' });
  const accounts = createAccountService({ db: shop.database.db });
  [staff, admin] = await Promise.all([signUp(shop.app), signUp(shop.app)]);
  await accounts.setRole(staff.id, 'staff');
  await accounts.setRole(admin.id, 'admin');
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const pointsOf = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));
const list = (query: string, token = staff.access) =>
  call(shop.app, 'GET', `${pathOf(backofficeApi.listOrders)}${query}`, { token });
const detail = (id: string, token = staff.access) =>
  call(shop.app, 'GET', pathOf(backofficeApi.getOrder, { id }), { token });
const fulfil = (id: string, pin: string, token = staff.access) =>
  call(shop.app, 'POST', pathOf(backofficeApi.fulfilOrder, { id }), { token, body: { pin } });
const fail = (id: string, reason: string, token = staff.access) =>
  call(shop.app, 'POST', pathOf(backofficeApi.failOrder, { id }), { token, body: { reason } });

/** A customer with a point orders a code: with the manual provider it waits for staff. */
async function pointOrder(vin = sampleCode().vin) {
  const user = await signUp(shop.app);
  await grantPoints(db(), user.id, 1);
  const res = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
    token: user.access,
    body: sampleCode({ vin }),
  });
  expect(res.status).toBe(200);
  await shop.app.jobWorker.drain();
  return { user, orderId: res.body.order_id as string };
}

/** A guest's card order, placed and (unless `paid` is false) paid, as the payments module does. */
async function cardOrder(email: string, paid = true) {
  const [variant] = await db().select().from(variants).limit(1);
  const id = newOrderId();
  await db().transaction(async (tx) => {
    await placeCardOrder(tx, {
      id,
      userId: null,
      variant: { ...variant!, comand: 'NTG 5.5' },
      vin: 'WDD2050461F654321',
      priceCents: 3900,
      email,
      userIp: null,
      requestIp: '203.0.113.9',
    });
    if (paid) await payOrder(tx, id);
  });
  await shop.app.jobWorker.drain();
  return id;
}

// Who may call each endpoint: role-matrix.test.ts.

describe('the order queue', () => {
  it('shows a paid order without a PIN as awaiting_pin, with its customer and payment', async () => {
    const { user, orderId } = await pointOrder();
    const res = await list('?status=awaiting_pin');
    expect(res.status).toBe(200);
    const row = (res.body.results as Array<Record<string, unknown>>).find((o) => o.id === orderId);
    expect(row).toMatchObject({
      email: user.email,
      paid_with: 'points',
      amount: null,
      status: 'awaiting_pin',
      vin: sampleCode().vin,
    });
    const fulfilled = await list('?status=fulfilled');
    expect((fulfilled.body.results as Array<{ id: string }>).map((o) => o.id)).not.toContain(orderId);
  });

  it('shows card orders with their amount, and unpaid ones as pending_payment', async () => {
    const email = uniqueEmail('card');
    const paid = await cardOrder(email);
    const unpaid = await cardOrder(email, false);
    const res = await list(`?q=${encodeURIComponent(email)}`);
    expect(res.body.count).toBe(2);
    const byId = new Map((res.body.results as Array<{ id: string }>).map((o) => [o.id, o]));
    expect(byId.get(paid)).toMatchObject({ paid_with: 'card', amount: '39.00', status: 'awaiting_pin' });
    expect(byId.get(unpaid)).toMatchObject({ paid_with: 'card', status: 'pending_payment' });
    const pending = await list(`?status=pending_payment&q=${encodeURIComponent(email)}`);
    expect((pending.body.results as Array<{ id: string }>).map((o) => o.id)).toEqual([unpaid]);
  });

  it('finds an order by e-mail, VIN and number', async () => {
    const vin = 'WDD2050461F777777';
    const { user, orderId } = await pointOrder(vin);
    const { number } = (await detail(orderId)).body as { number: number };
    for (const q of [
      user.email,
      user.email.toUpperCase(),
      vin.toLowerCase(),
      'F777777',
      String(number),
      `#${number}`,
      // The reference the customer reads out, however they type it.
      orderReference(number),
      orderReference(number).toLowerCase().replace(/-/g, ' '),
    ]) {
      const res = await list(`?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect((res.body.results as Array<{ id: string }>).map((o) => o.id)).toContain(orderId);
    }
    const none = await list(`?q=${encodeURIComponent('nobody-at-all@example.org')}`);
    expect(none.body).toMatchObject({ count: 0, results: [] });
    expect((await list(`?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await list('?status=lost')).status).toBe(400);
  });

  it('pages 20 at a time, newest first', async () => {
    const email = uniqueEmail('pages');
    for (let i = 0; i < 21; i++) await cardOrder(email, false);
    const first = await list(`?q=${encodeURIComponent(email)}`);
    expect(first.body.count).toBe(21);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain('page=2');
    const numbers = (first.body.results as Array<{ number: number }>).map((o) => o.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const second = await call(shop.app, 'GET', first.body.next as string, { token: staff.access });
    expect(second.body.results).toHaveLength(1);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toContain('page=1');
  });
});

describe('one order', () => {
  it('reads the VIN and tells what happened', async () => {
    const { orderId } = await pointOrder();
    const res = await detail(orderId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: orderId, pin: null, failure_reason: null });
    expect(res.body.vin_summary).toMatch(/^Mercedes-Benz/);
    expect(Array.isArray(res.body.vin_warnings)).toBe(true);
    expect((res.body.timeline as Array<{ event: string }>).map((e) => e.event)).toEqual(['created', 'paid']);
    expect((await detail('00000000-0000-4000-8000-000000000001')).status).toBe(404);
  });
});

describe('entering a PIN', () => {
  it("records it: the customer's check shows it and the PIN e-mail goes out", async () => {
    const { user, orderId } = await pointOrder();
    const res = await fulfil(orderId, ' STAFF-1234 ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'fulfilled', pin: 'STAFF-1234' });
    expect((res.body.timeline as Array<{ event: string }>).map((e) => e.event)).toContain('fulfilled');
    const check = await call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, {
      token: user.access,
    });
    expect(check.body).toMatchObject({ status: 'success', data: 'STAFF-1234' });
    await shop.app.mailWorker.drain();
    expect(shop.mail.sent.some((m) => m.to === user.email && m.text.includes('STAFF-1234'))).toBe(true);
    const again = await fulfil(orderId, 'OTHER-999');
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorAnswer('conflict', { detail: 'This order already has a PIN.' }));
  });

  it('refuses a PIN of the wrong form with a field message, and changes nothing', async () => {
    const { orderId } = await pointOrder();
    for (const pin of ['abc', 'has space', 'x'.repeat(33), 'semi;colon']) {
      const res = await fulfil(orderId, pin);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        pin: [expect.stringContaining('4–32 letters, digits or dashes')],
        detail: expect.stringContaining('4–32 letters, digits or dashes'),
        code: 'invalid',
      });
    }
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'paid', pin: null });
  });

  it('of two staff at once, keeps the first PIN and tells the other', async () => {
    const { orderId } = await pointOrder();
    const [a, b] = await Promise.all([
      fulfil(orderId, 'FIRST-1111'),
      fulfil(orderId, 'SECOND-2222', admin.access),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'FIRST-1111' : 'SECOND-2222';
    const loser = a.status === 200 ? b : a;
    expect(loser.body.detail).toBe('This order already has a PIN.');
    const [order] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, 'fulfilled')));
    expect(order?.pin).toBe(winner);
  });

  it('refuses an unpaid order', async () => {
    const id = await cardOrder(uniqueEmail('unpaid'), false);
    const res = await fulfil(id, 'ABCD-1234');
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('This order is not paid yet.');
  });
});

describe('failing an order', () => {
  it('gives the point back, records why, and refuses a second fail', async () => {
    const { user, orderId } = await pointOrder();
    expect(await pointsOf(user.id)).toBe(0);
    const res = await fail(orderId, 'The supplier has no code for this region.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'failed',
      failure_reason: 'The supplier has no code for this region.',
    });
    expect(await pointsOf(user.id)).toBe(1);
    const again = await fail(orderId, 'again');
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This order has already failed.');
    expect(await pointsOf(user.id)).toBe(1);
    expect((await fulfil(orderId, 'ABCD-1234')).status).toBe(409);
  });

  it('needs a reason of at most 500 characters', async () => {
    const { orderId } = await pointOrder();
    expect((await fail(orderId, '   ')).status).toBe(400);
    expect((await fail(orderId, 'x'.repeat(501))).status).toBe(400);
    expect((await detail(orderId)).body.status).toBe('awaiting_pin');
  });
});
