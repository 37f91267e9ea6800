import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { call, grantPoints, sampleCode, signUp } from '../../test/harness.js';
import { createTwoShopsOnOneDatabase, type TwoShops } from '../../test/shops.js';

// Two shop servers, each with its own connection pool, on one PostgreSQL database: what two server
// processes look like to the database. PGlite is one process's database, so this runs where
// DATABASE_URL is set (CI's PostgreSQL stage); idempotency.test.ts has the one-process race.
describe.runIf(process.env.DATABASE_URL)('exactly once across two servers on one PostgreSQL', () => {
  let shops: TwoShops;
  beforeAll(async () => {
    shops = await createTwoShopsOnOneDatabase();
  });
  afterAll(() => shops.close());

  it('makes one order of 50 parallel requests with one key spread over both', async () => {
    const user = await signUp(shops.a.app);
    await grantPoints(shops.database.db, user.id, 50);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(i % 2 === 0 ? shops.a.app : shops.b.app, 'POST', '/api/v1/points-subs/generate/', {
          token: user.access,
          body: sampleCode(),
          headers: { 'idempotency-key': 'two-servers-burst' },
        }),
      ),
    );
    const done = answers.filter((r) => r.status === 200);
    expect(done.length).toBeGreaterThan(0);
    expect(new Set(done.map((r) => r.body.order_id)).size).toBe(1);
    for (const r of answers.filter((r) => r.status !== 200)) expect(r.status).toBe(409);
    const [row] = await shops.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, user.id));
    expect(row!.n).toBe(1);
    // A retry on either server now reads the order.
    const replay = await call(shops.b.app, 'POST', '/api/v1/points-subs/generate/', {
      token: user.access,
      body: sampleCode(),
      headers: { 'idempotency-key': 'two-servers-burst' },
    });
    expect(replay.body.order_id).toBe(done[0]!.body.order_id);
  });

  it('stops an API key revoked on one server at once on the other', async () => {
    const user = await signUp(shops.a.app);
    const created = await call(shops.a.app, 'POST', '/api/v1/api-keys/', {
      token: user.access,
      body: { name: 'x' },
    });
    const key = created.body.key;
    expect((await call(shops.b.app, 'GET', '/api/v1/history/', { token: key })).status).toBe(200);
    await call(shops.a.app, 'DELETE', `/api/v1/api-keys/${created.body.id}/`, { token: user.access });
    expect((await call(shops.b.app, 'GET', '/api/v1/history/', { token: key })).status).toBe(401);
  });
});
