/**
 * The shops several test files start from, set up once here: a back office with its staff, a
 * catalogue an admin changes, and a shop that takes cards through a fake Stripe.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { createAccountService } from '../modules/account/index.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';
import { call, createTestDatabase, createTestShop, sampleCode, signUp, type TestShop } from './harness.js';

/** A signed-in account, as `signUp` gives it. */
export type SignedUp = Awaited<ReturnType<typeof signUp>>;

/** A reseller with a browser session, a live API key (`live`) and a test one (`test`). */
export async function signUpReseller(shop: TestShop) {
  const user = await signUp(shop.app);
  const key = async (mode: 'live' | 'test') => {
    const res = await call(shop.app, 'POST', '/api/v1/api-keys/', {
      token: user.access,
      body: { name: `${mode} key`, mode },
    });
    expect(res.status).toBe(201);
    return res.body.key as string;
  };
  return { ...user, live: await key('live'), test: await key('test') };
}

/** A shop with a staff member and an admin, each signed in: where the back office's tests start. */
export async function createShopWithStaff(
  env: Record<string, string> = {},
): Promise<{ shop: TestShop; staff: SignedUp; admin: SignedUp }> {
  const shop = await createTestShop(env);
  const accounts = createAccountService({ db: shop.database.db });
  const [staff, admin] = await Promise.all([signUp(shop.app), signUp(shop.app)]);
  await accounts.setRole(staff.id, 'staff');
  await accounts.setRole(admin.id, 'admin');
  return { shop, staff, admin };
}

/**
 * A shop whose catalogue (variants, bundles) an admin changes. Its catalogue cache lasts longer
 * than any test (the default is 5 s), so a change that shows, shows without waiting for it to run out.
 */
export async function createCatalogueShop() {
  const shop = await createTestShop({ CATALOG_CACHE_MS: '60000' });
  const admin = await signUp(shop.app);
  await createAccountService({ db: shop.database.db }).setRole(admin.id, 'admin');
  return {
    shop,
    admin,
    /** A request as the admin. */
    send: (method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, body?: unknown) =>
      call(shop.app, method, path, { token: admin.access, ...(body === undefined ? {} : { body }) }),
    /** The audit log's entries of one action, oldest first. */
    auditOf: (action: string) =>
      shop.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id),
  };
}
export type CatalogueShop = Awaited<ReturnType<typeof createCatalogueShop>>;

/** A shop that takes cards through a fake Stripe of its own; `close` ends both. */
export async function createShopWithStripe(
  env: Record<string, string> = {},
): Promise<{ shop: TestShop; stripe: FakeStripe; close(): Promise<void> }> {
  const stripe = await startFakeStripe();
  const shop = await createTestShop({ ...stripe.env, ...env });
  return {
    shop,
    stripe,
    async close() {
      await shop.close();
      await stripe.close();
    },
  };
}

/**
 * Starts a guest's card order for the sample PIN, as the checkout page does; `extra` holds the
 * buyer's consent (or leaves it out) and any other field the test changes.
 */
export const startCardOrder = (shop: TestShop, email: string, extra: Record<string, unknown> = {}) =>
  call(shop.app, 'POST', '/api/v1/payment/stripe/', {
    body: { ...sampleCode(), amount: '39.00', email, currency: 'USD', ...extra },
  });

/**
 * Two shops, each with its own connection pool, on one PostgreSQL database of their own: what two
 * server processes look like to the database (DATABASE_URL must be set; PGlite is one process's
 * database). `close` ends both shops, then the database.
 */
export async function createTwoShopsOnOneDatabase(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const second = await openDatabase({ url: database.url, poolSize: 20 });
  const a = await createTestShop(env, database);
  const b = await createTestShop(env, second);
  return {
    database,
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await second.close();
      await database.close();
    },
  };
}
export type TwoShops = Awaited<ReturnType<typeof createTwoShopsOnOneDatabase>>;
