import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { orderReference } from '@navihub/contract/order-reference';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { orders, variants } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import { newOrderId, payOrder, placeCardOrder } from '../orders/index.js';
import { balance, toolId } from '../points/index.js';
import { extendNavigationSubscription } from '../subscriptions/index.js';
import {
  call,
  createTestShop,
  grantPoints,
  sampleCode,
  signUp,
  uniqueEmail,
  type TestShop,
  errorAnswer,
  testConfig,
} from '../../test/harness.js';

let shop: TestShop;
let customer: Awaited<ReturnType<typeof signUp>>;
let staff: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  // Most shops: staff buy each PIN by hand, so a paid order waits for them.
  shop = await createTestShop({ PIN_PROVIDER: 'manual' });
  const accounts = createAccountService({ db: shop.database.db });
  [customer, staff, admin] = await Promise.all([signUp(shop.app), signUp(shop.app), signUp(shop.app)]);
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
const correctPin = (id: string, body: Record<string, unknown>, token = staff.access) =>
  call(shop.app, 'POST', pathOf(backofficeApi.correctPin, { id }), { token, body });
const refund = (id: string, reason: string, token = staff.access) =>
  call(shop.app, 'POST', pathOf(backofficeApi.refundOrder, { id }), { token, body: { reason } });
/** The audit log's entries about one order, newest first, as an admin reads them. */
const auditOf = async (id: string) => {
  const res = await call(shop.app, 'GET', `${pathOf(backofficeApi.listAudit)}?subject=${id}`, {
    token: admin.access,
  });
  expect(res.status).toBe(200);
  return res.body.results as Array<Record<string, unknown>>;
};
/** The e-mails sent to an address so far (the outbox drained first). */
const mailTo = async (to: string) => {
  await shop.app.mailWorker.drain();
  return shop.mail.sent.filter((m) => m.to === to);
};

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
      customer_id: user.id,
      reference: orderReference(row!.number as number),
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
  it('lists the orders awaiting a PIN oldest first, with how long each has waited', async () => {
    const older = await pointOrder();
    const newer = await pointOrder();
    const paidAgo = (id: string, hours: number) =>
      db()
        .update(orders)
        .set({ paidAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(orders.id, id));
    // Paid longer ago than anything else in this shop: the two head the queue.
    await paidAgo(older.orderId, 50);
    await paidAgo(newer.orderId, 49);
    const res = await list('?status=awaiting_pin');
    expect(res.status).toBe(200);
    const rows = res.body.results as Array<{
      id: string;
      waiting_since: string | null;
      waited_seconds: number | null;
    }>;
    expect(rows.slice(0, 2).map((o) => o.id)).toEqual([older.orderId, newer.orderId]);
    expect(rows[0]!.waited_seconds).toBeGreaterThanOrEqual(50 * 3600 - 60);
    expect(rows[0]!.waited_seconds).toBeLessThan(50 * 3600 + 60);
    expect(Date.now() - Date.parse(rows[0]!.waiting_since!)).toBeGreaterThanOrEqual(50 * 3600_000 - 60_000);
    // Every order of the queue says how long it has waited, oldest first.
    const waited = rows.map((o) => o.waited_seconds!);
    expect(waited.every((s) => s >= 0)).toBe(true);
    expect(waited).toEqual([...waited].sort((a, b) => b - a));
    // An order that no longer waits says so: no age.
    await fulfil(older.orderId, 'AGE-1234');
    const done = (await detail(older.orderId)).body as { waited_seconds: number | null };
    expect(done.waited_seconds).toBeNull();
  });
});

describe('one order', () => {
  it('reads the VIN and tells what happened', async () => {
    const { orderId } = await pointOrder();
    const res = await detail(orderId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: orderId, pin_masked: null, failure_reason: null });
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
    expect(res.body).toMatchObject({ status: 'fulfilled', pin_masked: '••••-1234' });
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

describe('correcting a PIN typed wrongly', () => {
  it('records the corrected PIN, e-mails it to the customer, and audits it masked', async () => {
    const { user, orderId } = await pointOrder();
    expect((await fulfil(orderId, 'WRONG-1234')).status).toBe(200);

    const res = await correctPin(orderId, { pin: ' RIGHT-5678 ', reason: 'Typed the supplier PIN wrongly' });
    expect(res.status).toBe(200);
    // The corrected PIN is not shown back: masked, as every PIN staff see.
    expect(res.body).toMatchObject({ status: 'fulfilled', pin_masked: '••••-5678' });
    expect(JSON.stringify(res.body)).not.toContain('RIGHT-5678');
    const check = await call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, {
      token: user.access,
    });
    expect(check.body).toMatchObject({ status: 'success', data: 'RIGHT-5678' });
    const mails = await mailTo(user.email);
    const corrected = mails.find((m) => m.text.includes('RIGHT-5678'));
    expect(corrected?.subject).toMatch(/corrected/i);
    expect(corrected?.text).toContain('replaces');
    expect(corrected?.text).not.toContain('WRONG-1234');

    const [entry] = await auditOf(orderId);
    expect(entry).toMatchObject({
      action: 'order.pin_corrected',
      actor: staff.email,
      reason: 'Typed the supplier PIN wrongly',
      before: { pin: '****1234' },
      after: { pin: '****5678' },
    });
    const log = JSON.stringify(await auditOf(orderId));
    expect(log).not.toContain('WRONG-1234');
    expect(log).not.toContain('RIGHT-5678');
  });

  it('refuses a PIN that is not one, the same PIN, no reason, an order without a PIN, and one’s own order', async () => {
    const { orderId } = await pointOrder();
    const waiting = await correctPin(orderId, { pin: 'RIGHT-5678', reason: 'x' });
    expect(waiting.status).toBe(409);
    expect(waiting.body).toMatchObject({
      code: 'conflict',
      detail: 'This order has no PIN yet: enter it instead.',
    });

    await fulfil(orderId, 'SAME-1234');
    const invalid = await correctPin(orderId, { pin: 'no spaces allowed', reason: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.pin).toEqual(['The PIN must be 4–32 letters, digits or dashes.']);
    const same = await correctPin(orderId, { pin: 'SAME-1234', reason: 'x' });
    expect(same.status).toBe(400);
    expect(same.body.pin).toEqual(['This is the PIN the order has already.']);
    const noReason = await correctPin(orderId, { pin: 'NEW-12345', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.reason).toBeDefined();
    expect((await detail(orderId)).body).toMatchObject({ pin_masked: '••••-1234' });
    expect((await auditOf(orderId)).map((e) => e.action)).toEqual(['order.fulfilled']);

    // Nobody corrects the PIN of their own order (decision 042), admins included.
    const own = await pointOrder();
    await fulfil(own.orderId, 'OWN-1234');
    const accounts = createAccountService({ db: db() });
    await accounts.setRole(own.user.id, 'staff');
    const self = await correctPin(own.orderId, { pin: 'OWN-5678', reason: 'mine' }, own.user.access);
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('own_account');
    expect((await detail(own.orderId)).body).toMatchObject({ pin_masked: '••••-1234' });
  });
});

describe('failing an order', () => {
  it('tells in the timeline when the order failed', async () => {
    const { orderId } = await pointOrder();
    const started = Date.now();
    expect((await fail(orderId, 'No PIN for this head unit')).status).toBe(200);
    const timeline = (await detail(orderId)).body.timeline as Array<{ event: string; at: string | null }>;
    const failed = timeline.find((e) => e.event === 'failed');
    expect(failed?.at).not.toBeNull();
    expect(Date.parse(failed!.at!)).toBeGreaterThanOrEqual(started - 5_000);
    expect(Date.parse(failed!.at!)).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('gives the point back, e-mails the customer, records why, and refuses a second fail', async () => {
    const { user, orderId } = await pointOrder();
    expect(await pointsOf(user.id)).toBe(0);
    const res = await fail(orderId, 'The supplier has no code for this region.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'failed',
      failure_reason: 'The supplier has no code for this region.',
      refund: {
        given_back: 'point',
        amount: null,
        provider_refund_id: null,
        reason: 'The supplier has no code for this region.',
        by: staff.email,
      },
    });
    expect((res.body.timeline as Array<{ event: string }>).map((e) => e.event)).toEqual([
      'created',
      'paid',
      'failed',
      'refunded',
    ]);
    expect(await pointsOf(user.id)).toBe(1);
    const mails = await mailTo(user.email);
    expect(mails.filter((m) => m.text.includes('Your point has been returned'))).toHaveLength(1);
    const again = await fail(orderId, 'again');
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This order has already failed.');
    expect(await pointsOf(user.id)).toBe(1);
    expect((await fulfil(orderId, 'ABCD-1234')).status).toBe(409);
    expect((await refund(orderId, 'and refund it too')).body.detail).toBe(
      'What paid for this order was given back when it failed.',
    );
    expect(await pointsOf(user.id)).toBe(1);
  });

  it('of a subscription order, records the use as given back with nothing to return', async () => {
    const user = await signUp(shop.app);
    await db().transaction((tx) => extendNavigationSubscription(tx, { userId: user.id, days: 30 }));
    const ordered = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
      token: user.access,
      body: sampleCode({ type: 'subscribe' }),
    });
    expect(ordered.status).toBe(200);
    await shop.app.jobWorker.drain();
    const res = await fail(ordered.body.order_id as string, 'No code for this unit.');
    expect(res.status).toBe(200);
    expect(res.body.paid_with).toBe('subscription');
    expect(res.body.refund).toMatchObject({ given_back: 'subscription_use', amount: null });
    expect(await pointsOf(user.id)).toBe(0);
  });

  it('needs a reason of at most 500 characters, and changes nothing without one', async () => {
    const { orderId } = await pointOrder();
    const empty = await fail(orderId, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ reason: [expect.any(String)], code: 'invalid' });
    expect((await fail(orderId, 'x'.repeat(501))).status).toBe(400);
    expect((await detail(orderId)).body.status).toBe('awaiting_pin');
    expect(await auditOf(orderId)).toEqual([]);
  });
});

describe('refunding a fulfilled order', () => {
  it('gives the point back, e-mails the customer, and the customer keeps the PIN', async () => {
    const { user, orderId } = await pointOrder();
    expect((await fulfil(orderId, 'KEEP-5678')).status).toBe(200);
    const res = await refund(orderId, 'The customer gave a wrong VIN.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'fulfilled',
      pin_masked: '••••-5678',
      refund: { given_back: 'point', reason: 'The customer gave a wrong VIN.', by: staff.email },
    });
    expect((res.body.timeline as Array<{ event: string }>).at(-1)).toMatchObject({ event: 'refunded' });
    expect(await pointsOf(user.id)).toBe(1);
    const check = await call(shop.app, 'POST', `/api/v1/points-subs/check/${orderId}/`, {
      token: user.access,
    });
    expect(check.body).toMatchObject({ status: 'success', data: 'KEEP-5678' });
    const refunded = (await mailTo(user.email)).filter((m) => m.subject.includes('refunded'));
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.text).toContain('You keep the PIN');

    const again = await refund(orderId, 'twice');
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorAnswer('conflict', { detail: 'This order was already refunded.' }));
    expect(await pointsOf(user.id)).toBe(1);
  });

  it('refuses an order awaiting its PIN, an unpaid one, and an empty reason; nothing changes', async () => {
    const { user, orderId } = await pointOrder();
    const waiting = await refund(orderId, 'too early');
    expect(waiting.status).toBe(409);
    expect(waiting.body.detail).toBe('This order has no PIN yet: fail it instead.');
    const unpaid = await refund(await cardOrder(uniqueEmail('unpaid'), false), 'nothing paid');
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.detail).toBe('This order is not paid yet: there is nothing to refund.');
    expect((await fulfil(orderId, 'HOLD-0001')).status).toBe(200);
    const empty = await refund(orderId, ' ');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ reason: [expect.any(String)], code: 'invalid' });
    expect(await pointsOf(user.id)).toBe(0);
    expect((await detail(orderId)).body.refund).toBeNull();
    expect((await auditOf(orderId)).map((e) => e.action)).toEqual(['order.fulfilled']);
  });
});

describe('the audit log of order writes', () => {
  it('records who fulfilled, failed and refunded, with before and after (the PIN masked)', async () => {
    const { orderId } = await pointOrder();
    await fulfil(orderId, 'AUDIT-123456', admin.access);
    await refund(orderId, 'Wrong VIN.');
    const [refunded, fulfilled] = await auditOf(orderId);
    expect(fulfilled).toMatchObject({
      actor: admin.email,
      action: 'order.fulfilled',
      subject_type: 'order',
      subject_id: orderId,
      before: { status: 'awaiting_pin', pin: null, refund: null },
      after: { status: 'fulfilled', pin: '****3456', refund: null },
    });
    expect(refunded).toMatchObject({
      actor: staff.email,
      action: 'order.refunded',
      reason: 'Wrong VIN.',
      before: { status: 'fulfilled', pin: '****3456', refund: null },
      after: { status: 'fulfilled', pin: '****3456', refund: { given_back: 'point', amount: null } },
    });
    expect(JSON.stringify(await auditOf(orderId))).not.toContain('AUDIT-123456');

    const other = await pointOrder();
    await fail(other.orderId, 'No code.');
    expect(await auditOf(other.orderId)).toEqual([
      expect.objectContaining({
        action: 'order.failed',
        reason: 'No code.',
        before: { status: 'awaiting_pin', pin: null, refund: null },
        after: expect.objectContaining({
          status: 'failed',
          refund: expect.objectContaining({ given_back: 'point' }),
        }),
      }),
    ]);
  });

  it('records nothing for a refused write', async () => {
    const { orderId } = await pointOrder();
    expect((await fulfil(orderId, 'bad')).status).toBe(400);
    expect((await refund(orderId, 'no PIN yet')).status).toBe(409);
    expect((await fulfil(orderId, 'GOOD-1111')).status).toBe(200);
    expect((await fulfil(orderId, 'GOOD-2222')).status).toBe(409);
    expect((await fail(orderId, 'too late')).status).toBe(409);
    expect((await auditOf(orderId)).map((e) => e.action)).toEqual(['order.fulfilled']);
  });

  it('cannot be changed or emptied', async () => {
    const { orderId } = await pointOrder();
    await fail(orderId, 'Kept forever.');
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => 'done',
        (err: Error) => String((err.cause as Error | undefined)?.message ?? err.message),
      );
    expect(await refusal(db().execute(sql`update audit_log set reason = 'rewritten'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect((await auditOf(orderId))[0]).toMatchObject({ reason: 'Kept forever.' });
  });
});

describe('staff alerts (STAFF_ORDER_ALERTS)', () => {
  it('e-mails every staff and admin account when an order waits for a PIN by hand', async () => {
    const { orderId } = await pointOrder();
    const { number } = (await detail(orderId)).body as { number: number };
    for (const to of [staff.email, admin.email]) {
      const alerts = (await mailTo(to)).filter((m) => m.subject.includes(`order #${number} waits for a PIN`));
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.text).toContain(orderId);
    }
    expect((await mailTo(customer.email)).some((m) => m.subject.includes('waits for a PIN'))).toBe(false);
  });

  it('is on by default with the manual provider only, and sends nothing when off', async () => {
    expect(testConfig({ PIN_PROVIDER: 'manual' }).staffOrderAlerts).toBe(true);
    expect(testConfig({ PIN_PROVIDER: 'demo' }).staffOrderAlerts).toBe(false);
    expect(testConfig({ PIN_PROVIDER: 'demo', STAFF_ORDER_ALERTS: 'on' }).staffOrderAlerts).toBe(true);
    const quiet = await createTestShop({ PIN_PROVIDER: 'manual', STAFF_ORDER_ALERTS: 'off' });
    try {
      const [buyer, member] = [await signUp(quiet.app), await signUp(quiet.app)];
      await createAccountService({ db: quiet.database.db }).setRole(member.id, 'staff');
      await grantPoints(quiet.database.db, buyer.id, 1);
      const res = await call(quiet.app, 'POST', '/api/v1/points-subs/generate/', {
        token: buyer.access,
        body: sampleCode(),
      });
      expect(res.status).toBe(200);
      await quiet.app.jobWorker.drain();
      await quiet.app.mailWorker.drain();
      const [order] = await quiet.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, res.body.order_id as string));
      expect(order?.status).toBe('paid');
      expect(quiet.mail.sent.filter((m) => m.subject.includes('waits for a PIN'))).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
