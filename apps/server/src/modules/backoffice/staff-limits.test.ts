/**
 * What a staff member may do alone (decision 042, issue 29): nobody acts on their own account or
 * order; staff give or take at most 10 points at once and 50 a day (also when asked in parallel),
 * refund at most STAFF_REFUND_LIMIT; PINs are masked and each reveal is audited and counted; staff
 * read their own audit entries. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { auditLog, orders, pointLedger, variants } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import { newOrderId, payOrder, placeCardOrder } from '../orders/index.js';
import { balance, toolId } from '../points/index.js';
import {
  call,
  createTestShop,
  errorAnswer,
  grantPoints,
  sampleCode,
  signUp,
  uniqueEmail,
  type Json,
  type TestShop,
} from '../../test/harness.js';

type Account = Awaited<ReturnType<typeof signUp>>;
let shop: TestShop;
let staff: Account;
let admin: Account;

const db = () => shop.database.db;

async function withRole(role: 'staff' | 'admin'): Promise<Account> {
  const account = await signUp(shop.app);
  await createAccountService({ db: db() }).setRole(account.id, role);
  return account;
}

beforeAll(async () => {
  shop = await createTestShop({
    PIN_PROVIDER: 'manual',
    STAFF_REFUND_LIMIT: '10.00',
    STAFF_PIN_REVEALS_PER_HOUR: '3',
  });
  [staff, admin] = await Promise.all([withRole('staff'), withRole('admin')]);
});
afterAll(() => shop.close());

const pointsOf = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));
const ledgerOf = (userId: number) => db().select().from(pointLedger).where(eq(pointLedger.userId, userId));
const auditAbout = (subjectId: string | number) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, String(subjectId)));
const adjust = (id: number, points: number, who: Account = staff) =>
  call(shop.app, 'POST', pathOf(backofficeApi.adjustPoints, { id: String(id) }), {
    token: who.access,
    body: { points, reason: 'Goodwill' },
  });
const customer = (id: number, who: Account = staff) =>
  call(shop.app, 'GET', pathOf(backofficeApi.getCustomer, { id: String(id) }), { token: who.access });
const post = (path: string, who: Account, body: Record<string, string> = {}) =>
  call(shop.app, 'POST', path, { token: who.access, body });
const fulfil = (id: string, pin: string, who: Account = staff) =>
  post(pathOf(backofficeApi.fulfilOrder, { id }), who, { pin });
const fail = (id: string, who: Account = staff) =>
  post(pathOf(backofficeApi.failOrder, { id }), who, { reason: 'No PIN to be had' });
const refund = (id: string, who: Account = staff) =>
  post(pathOf(backofficeApi.refundOrder, { id }), who, { reason: 'Wrong VIN' });
const reveal = (id: string, who: Account = staff) => post(pathOf(backofficeApi.revealPin, { id }), who);
const order = (id: string, who: Account = staff) =>
  call(shop.app, 'GET', pathOf(backofficeApi.getOrder, { id }), { token: who.access });

/** An order of `user`'s, paid with a point: with the manual provider it waits for staff. */
async function pointOrderOf(user: Account) {
  await grantPoints(db(), user.id, 1);
  const res = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
    token: user.access,
    body: sampleCode(),
  });
  expect(res.status).toBe(200);
  await shop.app.jobWorker.drain();
  return res.body.order_id as string;
}

/** A guest's card order, placed and paid as the payments module does. */
async function cardOrder(email: string, priceCents: number) {
  const [variant] = await db().select().from(variants).limit(1);
  const id = newOrderId();
  await db().transaction(async (tx) => {
    await placeCardOrder(tx, {
      id,
      userId: null,
      variant: { ...variant!, comand: 'NTG 5.5' },
      vin: 'WDD2050461F654321',
      priceCents,
      email,
      userIp: null,
      requestIp: '203.0.113.9',
    });
    await payOrder(tx, id);
  });
  await shop.app.jobWorker.drain();
  return id;
}

describe('nobody acts on their own account or order', () => {
  it('refuses points and changes of one’s own account with 403 own_account, admins included', async () => {
    for (const who of [staff, admin]) {
      const res = await adjust(who.id, 5, who);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(
        errorAnswer('own_account', {
          detail: 'You cannot change your own account: ask another staff member.',
        }),
      );
      expect(await pointsOf(who.id)).toBe(0);
    }
    for (const body of [{ discount_percent: 50 }, { role: 'customer' }, { disabled: true }]) {
      const res = await call(
        shop.app,
        'PATCH',
        pathOf(backofficeApi.updateCustomer, { id: String(admin.id) }),
        {
          token: admin.access,
          body,
        },
      );
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('own_account');
    }
    expect(await auditAbout(admin.id)).toEqual([]);
    expect(await auditAbout(staff.id)).toEqual([]);
    // Another admin may.
    expect((await adjust(staff.id, 5, admin)).status).toBe(200);
    expect((await customer(staff.id)).body).toMatchObject({ own_account: true });
    expect((await customer(staff.id, admin)).body).toMatchObject({ own_account: false, points: 5 });
  });

  it('refuses fulfilling, failing or refunding one’s own order, by account or by e-mail', async () => {
    const buyer = await withRole('staff');
    const own = await pointOrderOf(buyer);
    expect((await order(own, buyer)).body).toMatchObject({ own_order: true });
    for (const res of [await fulfil(own, 'SELF-1234', buyer), await fail(own, buyer)]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(
        errorAnswer('own_account', { detail: 'This is your own order: ask another staff member.' }),
      );
    }
    expect((await order(own, buyer)).body).toMatchObject({ status: 'awaiting_pin', pin_masked: null });
    expect((await fulfil(own, 'OTHER-1234', staff)).status).toBe(200);
    expect((await refund(own, buyer)).body.code).toBe('own_account');
    expect((await order(own, buyer)).body).toMatchObject({ status: 'fulfilled', refund: null });

    // A guest's card order with the staff member's own e-mail address is theirs too.
    const guest = await cardOrder(buyer.email.toUpperCase(), 500);
    expect((await fulfil(guest, 'GUEST-1234', buyer)).body.code).toBe('own_account');
    // And an admin's own order.
    const adminsOwn = await pointOrderOf(admin);
    expect((await fulfil(adminsOwn, 'ADMIN-1234', admin)).body.code).toBe('own_account');
  });
});

describe("a staff member's points", () => {
  it('are at most 10 at once, given or taken; an admin is not capped', async () => {
    const member = await withRole('staff');
    const user = await signUp(shop.app);
    for (const points of [11, -11]) {
      const res = await adjust(user.id, points, member);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(
        errorAnswer('needs_admin', {
          detail: 'Staff may give or take at most 10 points at once: ask an admin for more.',
        }),
      );
    }
    expect(await ledgerOf(user.id)).toEqual([]);
    expect(await auditAbout(user.id)).toEqual([]);
    expect((await adjust(user.id, 500, admin)).body.points).toBe(500);
    expect((await customer(user.id, admin)).body.points_limits).toBeNull();
  });

  it('are at most 50 a day, takes counted too; the customer page says how many are left', async () => {
    const member = await withRole('staff');
    const user = await signUp(shop.app);
    expect((await customer(user.id, member)).body.points_limits).toEqual({
      per_action: 10,
      per_day: 50,
      left_today: 50,
    });
    for (const points of [10, 10, 10, -5, 10])
      expect((await adjust(user.id, points, member)).status).toBe(200);
    expect((await customer(user.id, member)).body.points_limits).toMatchObject({ left_today: 5 });
    const over = await adjust(user.id, 6, member);
    expect(over.status).toBe(403);
    expect(over.body).toEqual(
      errorAnswer('needs_admin', {
        detail:
          'Staff may give or take at most 50 points a day; you have 5 points left today: ask an admin for more.',
      }),
    );
    expect((await adjust(user.id, 5, member)).status).toBe(200);
    expect((await customer(user.id, member)).body.points_limits).toMatchObject({ left_today: 0 });
    expect((await adjust(user.id, 1, member)).body.code).toBe('needs_admin');
    expect(await pointsOf(user.id)).toBe(40);
    // A refused take (more than the balance) is not counted.
    const other = await withRole('staff');
    expect((await adjust(user.id, -10, other)).status).toBe(200);
    expect((await adjust(user.id, 10, other)).status).toBe(200);
    const empty = await signUp(shop.app);
    expect((await adjust(empty.id, -10, other)).status).toBe(409);
    expect((await customer(user.id, other)).body.points_limits).toMatchObject({ left_today: 30 });
  });

  it('of 25 grants of 10 at once by one staff member, accepts exactly 5 (50 points)', async () => {
    const member = await withRole('staff');
    const user = await signUp(shop.app);
    const answers = await Promise.all(Array.from({ length: 25 }, () => adjust(user.id, 10, member)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 403).every((a) => a.body.code === 'needs_admin')).toBe(true);
    expect(await pointsOf(user.id)).toBe(50);
    expect(await ledgerOf(user.id)).toHaveLength(5);
    expect(await auditAbout(user.id)).toHaveLength(5);
  });
});

describe("a staff member's refunds", () => {
  it('above STAFF_REFUND_LIMIT need an admin: 403 needs_admin, nothing changed', async () => {
    const id = await cardOrder(uniqueEmail('dear'), 3900);
    expect((await fulfil(id, 'DEAR-1234', admin)).status).toBe(200);
    expect((await order(id)).body).toMatchObject({ amount: '39.00', refund_limit: '10.00' });
    expect((await order(id, admin)).body).toMatchObject({ refund_limit: null });
    const res = await refund(id);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(
      errorAnswer('needs_admin', {
        detail: 'Staff may refund at most 10.00 USD: ask an admin to refund this order.',
      }),
    );
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'fulfilled', refundedAt: null, refundClaim: null });
    expect((await auditAbout(id)).map((e) => e.action)).toEqual(['order.fulfilled']);
    // Within the limit, or a point (no money), staff go ahead; an admin is not capped.
    expect((await refund(id, admin)).status).not.toBe(403);
    const cheap = await cardOrder(uniqueEmail('cheap'), 900);
    expect((await fulfil(cheap, 'CHEAP-1234', admin)).status).toBe(200);
    expect((await refund(cheap)).status).not.toBe(403);
  });
});

describe('PINs in the back-office', () => {
  it('are shown masked; Reveal answers the PIN and records who read it', async () => {
    const id = await cardOrder(uniqueEmail('masked'), 3900);
    expect((await order(id)).body).toMatchObject({ pin_masked: null });
    expect((await reveal(id)).status).toBe(409);
    const fulfilled = await fulfil(id, 'ABCD-EFGH-7788', admin);
    expect(fulfilled.body).toMatchObject({ pin_masked: '••••-7788' });
    expect(fulfilled.body).not.toHaveProperty('pin');
    const seen = await order(id);
    expect(seen.body).toMatchObject({ pin_masked: '••••-7788' });
    expect(JSON.stringify(seen.body)).not.toContain('ABCD-EFGH');

    const res = await reveal(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pin: 'ABCD-EFGH-7788' });
    const entries = await auditAbout(id);
    expect(entries.map((e) => [e.action, e.actorEmail, e.after])).toContainEqual([
      'order.pin_revealed',
      staff.email,
      { pin: '****7788' },
    ]);
    expect((await reveal('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('are revealed at most STAFF_PIN_REVEALS_PER_HOUR times an hour per staff member', async () => {
    const member = await withRole('staff');
    const id = await cardOrder(uniqueEmail('reveal'), 3900);
    expect((await fulfil(id, 'RATE-0001', admin)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => reveal(id, member)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(3000);
    const reveals = (await auditAbout(id)).filter((e) => e.action === 'order.pin_revealed');
    expect(reveals).toHaveLength(3);
    // Another staff member still may.
    expect((await reveal(id, await withRole('staff'))).status).toBe(200);
  });
});

describe('the audit log', () => {
  it('shows a staff member their own entries, an admin every entry', async () => {
    const member = await withRole('staff');
    const user = await signUp(shop.app);
    expect((await adjust(user.id, 3, member)).status).toBe(200);
    expect((await adjust(user.id, 4, admin)).status).toBe(200);
    const path = `${pathOf(backofficeApi.listAudit)}?subject=${user.id}`;
    const own = await call(shop.app, 'GET', path, { token: member.access });
    expect(own.status).toBe(200);
    expect((own.body.results as Json[]).map((e) => [e.actor, e.after])).toEqual([
      [member.email, { points: 3 }],
    ]);
    const all = await call(shop.app, 'GET', path, { token: admin.access });
    expect((all.body.results as Json[]).map((e) => e.actor)).toEqual([admin.email, member.email]);
  });
});
