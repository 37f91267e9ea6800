import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { messages } from '@navihub/contract/messages';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { auditLog, pointLedger } from '../../db/schema.js';
import { eq } from 'drizzle-orm';
import { createAccountService } from '../account/index.js';
import { balance, toolId } from '../points/index.js';
import { extendNavigationSubscription } from '../subscriptions/index.js';
import {
  call,
  createTestShop,
  errorAnswer,
  grantPoints,
  PASSWORD,
  sampleCode,
  signUp,
  uniqueEmail,
  type Json,
  type TestShop,
} from '../../test/harness.js';

let shop: TestShop;
let staff: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  shop = await createTestShop({ PUBLIC_URL: 'http://shop.test', DEV_STANDINS: 'on' });
  const accounts = createAccountService({ db: shop.database.db });
  [staff, admin] = await Promise.all([signUp(shop.app), signUp(shop.app)]);
  await accounts.setRole(staff.id, 'staff');
  await accounts.setRole(admin.id, 'admin');
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const pointsOf = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));
const list = (query: string, token = staff.access) =>
  call(shop.app, 'GET', `${pathOf(backofficeApi.listCustomers)}${query}`, { token });
const detail = (id: number | string, token = staff.access) =>
  call(shop.app, 'GET', pathOf(backofficeApi.getCustomer, { id: String(id) }), { token });
const adjust = (id: number, body: unknown, token = staff.access) =>
  call(shop.app, 'POST', pathOf(backofficeApi.adjustPoints, { id: String(id) }), { token, body });
const update = (id: number, body: unknown, token = admin.access) =>
  call(shop.app, 'PATCH', pathOf(backofficeApi.updateCustomer, { id: String(id) }), { token, body });
const auditOf = (subjectId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, String(subjectId)))
    .orderBy(auditLog.id);
const ledgerOf = (userId: number) => db().select().from(pointLedger).where(eq(pointLedger.userId, userId));

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

describe('giving and taking points', () => {
  it('gives points through the ledger with the reason, and audits it in the same change', async () => {
    const user = await signUp(shop.app);
    const res = await adjust(user.id, { points: 5, reason: ' Goodwill for a late PIN ' });
    expect(res.status).toBe(200);
    expect(res.body.points).toBe(5);
    expect(res.body.ledger).toEqual([
      expect.objectContaining({
        delta: 5,
        reason: 'Goodwill for a late PIN',
        tool: NAVIGATION_TOOL,
        reference: expect.stringMatching(/^backoffice:/),
      }),
    ]);
    const taken = await adjust(user.id, { points: -2, reason: 'Granted twice by mistake' });
    expect(taken.body.points).toBe(3);
    const entries = await auditOf(user.id);
    expect(entries.map((e) => [e.action, e.actorEmail, e.reason, e.before, e.after])).toEqual([
      ['customer.points', staff.email, 'Goodwill for a late PIN', { points: 0 }, { points: 5 }],
      ['customer.points', staff.email, 'Granted twice by mistake', { points: 5 }, { points: 3 }],
    ]);
    const references = (await ledgerOf(user.id)).map((e) => e.reference);
    expect(new Set(references).size).toBe(2);
  });

  it('refuses taking more than the customer has with 409, and changes nothing', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 2);
    const res = await adjust(user.id, { points: -3, reason: 'Chargeback' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(
      errorAnswer('conflict', { detail: 'The customer has 2 points: at most 2 can be taken.' }),
    );
    expect(await pointsOf(user.id)).toBe(2);
    expect(await ledgerOf(user.id)).toHaveLength(1);
    expect(await auditOf(user.id)).toEqual([]);
    const none = await signUp(shop.app);
    expect((await adjust(none.id, { points: -1, reason: 'Nothing to take' })).status).toBe(409);
  });

  it('refuses a wrong amount or no reason with a field message', async () => {
    const user = await signUp(shop.app);
    for (const points of [0, 1.5, '3', null, 100_001, -100_001]) {
      const res = await adjust(user.id, { points, reason: 'Why not' });
      expect(res.status).toBe(400);
      expect(res.body.points).toEqual([expect.any(String)]);
    }
    expect((await adjust(user.id, { points: 0, reason: 'x' })).body.points).toEqual([
      'Give or take at least one point.',
    ]);
    const noReason = await adjust(user.id, { points: 1, reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.reason).toEqual([messages.required]);
    expect(await pointsOf(user.id)).toBe(0);
    expect(await auditOf(user.id)).toEqual([]);
    expect((await adjust(999_999, { points: 1, reason: 'Ghost' })).status).toBe(404);
  });

  it('of two staff taking the last point at once, lets one and refuses the other', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 1);
    const [a, b] = await Promise.all([
      adjust(user.id, { points: -1, reason: 'first' }),
      adjust(user.id, { points: -1, reason: 'second' }, admin.access),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await pointsOf(user.id)).toBe(0);
    expect((await ledgerOf(user.id)).map((e) => e.delta).sort()).toEqual([-1, 1]);
    expect(await auditOf(user.id)).toHaveLength(1);
  });
});

describe("an admin's change of an account", () => {
  it('sets the discount and role, with the values before and after in the audit log', async () => {
    const user = await signUp(shop.app);
    const res = await update(user.id, { discount_percent: 15 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ discount_percent: 15, role: 'customer' });
    const status = await call(shop.app, 'GET', '/auth/user/status/', { token: user.access });
    expect(status.body[0]?.discount).toBe(15);
    const promoted = await update(user.id, { role: 'staff' });
    expect(promoted.body.role).toBe('staff');
    expect((await list('', user.access)).status).toBe(200);
    const entries = await auditOf(user.id);
    expect(entries.map((e) => [e.action, e.actorEmail, e.before, e.after])).toEqual([
      [
        'customer.updated',
        admin.email,
        { discount_percent: 0, role: 'customer', disabled: false },
        { discount_percent: 15, role: 'customer', disabled: false },
      ],
      [
        'customer.updated',
        admin.email,
        { discount_percent: 15, role: 'customer', disabled: false },
        { discount_percent: 15, role: 'staff', disabled: false },
      ],
    ]);
  });

  it('refuses a wrong discount or role, or nothing to change, and changes nothing', async () => {
    const user = await signUp(shop.app);
    for (const body of [
      { discount_percent: 101 },
      { discount_percent: -1 },
      { discount_percent: 2.5 },
      { discount_percent: 100 },
    ]) {
      const res = await update(user.id, body);
      expect(res.status).toBe(400);
      expect(res.body.discount_percent).toEqual([expect.any(String)]);
    }
    expect((await update(user.id, { role: 'owner' })).body.role).toEqual([expect.any(String)]);
    expect((await update(user.id, {})).status).toBe(400);
    expect((await update(user.id, { disabled: 'yes' })).status).toBe(400);
    expect((await detail(user.id)).body).toMatchObject({ discount_percent: 0, role: 'customer' });
    expect(await auditOf(user.id)).toEqual([]);
    expect((await update(999_999, { discount_percent: 5 })).status).toBe(404);
  });

  it('does not let an admin change their own account (403 own_account, decision 042)', async () => {
    for (const body of [
      { role: 'staff' },
      { role: 'customer' },
      { disabled: true },
      { discount_percent: 5 },
    ]) {
      const res = await update(admin.id, body);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('own_account');
    }
    expect((await detail(admin.id)).body).toMatchObject({
      role: 'admin',
      disabled: false,
      discount_percent: 0,
    });
  });

  it('disables an account: no sign-in, its tokens stop working; enabling lets it in again', async () => {
    const user = await signUp(shop.app);
    const res = await update(user.id, { disabled: true });
    expect(res.status).toBe(200);
    expect(res.body.disabled).toBe(true);
    expect((await call(shop.app, 'GET', '/auth/user/status/', { token: user.access })).status).toBe(401);
    const refresh = await call(shop.app, 'POST', '/auth/token/refresh/', { body: { refresh: user.refresh } });
    expect(refresh.status).toBe(401);
    const signIn = await call(shop.app, 'POST', '/auth/login/', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body).toEqual(errorAnswer('invalid', { non_field_errors: [messages.accountDisabled] }));
    // A wrong password hears what it always hears: the account's state is told only to its owner.
    const wrong = await call(shop.app, 'POST', '/auth/login/', {
      body: { email: user.email, password: 'not the password' },
    });
    expect(wrong.body).toEqual(errorAnswer('invalid', { non_field_errors: [messages.badCredentials] }));
    expect((await auditOf(user.id)).at(-1)).toMatchObject({
      action: 'customer.updated',
      before: { disabled: false },
      after: { disabled: true },
    });

    expect((await update(user.id, { disabled: false })).body.disabled).toBe(false);
    const again = await call(shop.app, 'POST', '/auth/login/', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(again.status).toBe(200);
    const status = await call(shop.app, 'GET', '/auth/user/status/', {
      token: again.body.access_token as string,
    });
    expect(status.status).toBe(200);
  });
});
