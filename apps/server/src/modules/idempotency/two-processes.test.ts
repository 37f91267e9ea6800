import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import {
  call,
  createTestDatabase,
  createTestShop,
  grantPoints,
  sampleCode,
  signUp,
  type TestShop,
} from '../../test/harness.js';

// Two shop servers, each with its own connection pool, on one PostgreSQL database: what two server
// processes look like to the database. PGlite is one process's database, so this runs where
// DATABASE_URL is set (CI's PostgreSQL stage); idempotency.test.ts has the one-process race.
describe.runIf(process.env.DATABASE_URL)('exactly once across two servers on one PostgreSQL', () => {
  let database: Database & { url?: string };
  let second: Database;
  let a: TestShop;
  let b: TestShop;

  beforeAll(async () => {
    database = await createTestDatabase();
    second = await openDatabase({ url: database.url, poolSize: 20 });
    a = await createTestShop({}, database);
    b = await createTestShop({}, second);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await second.close();
    await database.close();
  });

  it('makes one order of 50 parallel requests with one key spread over both', async () => {
    const user = await signUp(a.app);
    await grantPoints(database.db, user.id, 50);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(i % 2 === 0 ? a.app : b.app, 'POST', '/api/v1/points-subs/generate/', {
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
    const [row] = await database.db.select({ n: count() }).from(orders).where(eq(orders.userId, user.id));
    expect(row!.n).toBe(1);
    // A retry on either server now reads the order.
    const replay = await call(b.app, 'POST', '/api/v1/points-subs/generate/', {
      token: user.access,
      body: sampleCode(),
      headers: { 'idempotency-key': 'two-servers-burst' },
    });
    expect(replay.body.order_id).toBe(done[0]!.body.order_id);
  });

  it('stops an API key revoked on one server at once on the other', async () => {
    const user = await signUp(a.app);
    const created = await call(a.app, 'POST', '/api/v1/api-keys/', {
      token: user.access,
      body: { name: 'x' },
    });
    const key = created.body.key;
    expect((await call(b.app, 'GET', '/api/v1/history/', { token: key })).status).toBe(200);
    await call(a.app, 'DELETE', `/api/v1/api-keys/${created.body.id}/`, { token: user.access });
    expect((await call(b.app, 'GET', '/api/v1/history/', { token: key })).status).toBe(401);
  });
});
