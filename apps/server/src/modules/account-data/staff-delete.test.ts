/** Admins delete a customer's account on their request, audited without the address (decision 055). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountDataMessages } from '@navihub/contract/account-data';
import { auditLog, users } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import { call, createTestShop, errorAnswer, PASSWORD, signUp, type TestShop } from '../../test/harness.js';

let shop: TestShop;
let staff: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  shop = await createTestShop();
  const accounts = createAccountService({ db: shop.database.db });
  [staff, admin] = await Promise.all([signUp(shop.app), signUp(shop.app)]);
  await accounts.setRole(staff.id, 'staff');
  await accounts.setRole(admin.id, 'admin');
});
afterAll(() => shop.close());

const erase = (id: number, body: unknown, token = admin.access) =>
  call(shop.app, 'DELETE', `/api/v1/admin/customers/${id}/account/`, { token, body });

describe("an admin deleting a customer's account", () => {
  it('erases it, ends its sessions and records who, when and why, without the address', async () => {
    const customer = await signUp(shop.app);
    const res = await erase(customer.id, { reason: 'Asked by e-mail on 27 Nov' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: accountDataMessages.deletedByStaff });
    expect((await call(shop.app, 'GET', '/auth/user/status/', { token: customer.access })).status).toBe(401);
    expect(
      (await call(shop.app, 'POST', '/auth/login/', { body: { email: customer.email, password: PASSWORD } }))
        .status,
    ).toBe(400);

    const [entry] = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(customer.id)));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'customer.deleted',
      subjectType: 'customer',
      reason: 'Asked by e-mail on 27 Nov',
    });
    expect(JSON.stringify(entry)).not.toContain(customer.email);
    // Asked again: there is no such customer any more.
    expect((await erase(customer.id, { reason: 'again' })).status).toBe(404);
  });

  it('is for admins only, wants a reason, and refuses staff accounts', async () => {
    const customer = await signUp(shop.app);
    expect((await erase(customer.id, { reason: 'x' }, staff.access)).status).toBe(403);
    expect((await erase(customer.id, { reason: ' ' })).body).toEqual(
      errorAnswer('invalid', { reason: [accountDataMessages.reasonRequired] }),
    );
    expect((await erase(staff.id, { reason: 'x' })).status).toBe(403);
    expect((await erase(2_000_000_000, { reason: 'x' })).status).toBe(404);
    expect(await shop.database.db.select().from(users).where(eq(users.id, customer.id))).toHaveLength(1);
  });
});
