/** Who may call each back-office endpoint (decision 023): every endpoint of `backofficeApi`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf, type Endpoint } from '@navihub/contract/api/endpoint';
import { createAccountService } from '../account/index.js';
import { call, createTestShop, signUp, type TestShop } from '../../test/harness.js';

let shop: TestShop;
let customer: Awaited<ReturnType<typeof signUp>>;
let staff: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  shop = await createTestShop({ PIN_PROVIDER: 'manual' });
  const accounts = createAccountService({ db: shop.database.db });
  [customer, staff, admin] = await Promise.all([signUp(shop.app), signUp(shop.app), signUp(shop.app)]);
  await accounts.setRole(staff.id, 'staff');
  await accounts.setRole(admin.id, 'admin');
});
afterAll(() => shop.close());

const endpoints = Object.values(backofficeApi) as Endpoint[];

/** A valid id for the endpoint's `:id`: orders are named by uuid, the rest by number. */
const idFor = (endpoint: Endpoint) =>
  endpoint.path.startsWith('/api/v1/admin/orders/') ? '00000000-0000-4000-8000-000000000000' : '999999';

/** An empty body: a write is refused by its checks (400) or its missing subject (404), never done. */
const send = (endpoint: Endpoint, token?: string) =>
  call(shop.app, endpoint.method, pathOf(endpoint, { id: idFor(endpoint) }), {
    token,
    ...(endpoint.method === 'GET' ? {} : { body: {} }),
  });

describe('who may use the back-office', () => {
  it('covers every back-office endpoint, each for staff or admins only', () => {
    expect(endpoints.length).toBe(Object.keys(backofficeApi).length);
    for (const endpoint of endpoints) expect(['staff', 'admin']).toContain(endpoint.auth);
    expect(endpoints.filter((e) => e.auth === 'admin').length).toBeGreaterThan(10);
  });

  for (const endpoint of endpoints) {
    const forStaff = endpoint.auth === 'staff';
    it(`${endpoint.id}: 401 signed out, 403 for a customer, ${forStaff ? 'allowed for staff' : '403 for staff'}, allowed for admins`, async () => {
      expect((await send(endpoint)).status).toBe(401);
      const refused = await send(endpoint, customer.access);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ detail: expect.any(String), code: 'permission_denied' });
      const asStaff = await send(endpoint, staff.access);
      if (forStaff) expect([401, 403]).not.toContain(asStaff.status);
      else expect(asStaff.status).toBe(403);
      const asAdmin = await send(endpoint, admin.access);
      expect([401, 403]).not.toContain(asAdmin.status);
      // Routed: only the unknown subject of an `:id` may be missing.
      if (!endpoint.path.includes(':id')) expect(asAdmin.status).not.toBe(404);
    });
  }
});
