import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { messages } from '@navihub/contract/messages';
import { auditLog } from '../../db/schema.js';
import { eq } from 'drizzle-orm';
import { call, errorAnswer, PASSWORD, signUp, type TestShop } from '../../test/harness.js';
import { createShopWithStaff, type SignedUp } from '../../test/shops.js';

let shop: TestShop;
let staff: SignedUp;
let admin: SignedUp;

beforeAll(async () => {
  ({ shop, staff, admin } = await createShopWithStaff({
    PUBLIC_URL: 'http://shop.test',
    DEV_STANDINS: 'on',
  }));
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const list = (query: string, token = staff.access) =>
  call(shop.app, 'GET', `${pathOf(backofficeApi.listCustomers)}${query}`, { token });
const detail = (id: number | string, token = staff.access) =>
  call(shop.app, 'GET', pathOf(backofficeApi.getCustomer, { id: String(id) }), { token });
const update = (id: number, body: unknown, token = admin.access) =>
  call(shop.app, 'PATCH', pathOf(backofficeApi.updateCustomer, { id: String(id) }), { token, body });
const auditOf = (subjectId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, String(subjectId)))
    .orderBy(auditLog.id);

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
