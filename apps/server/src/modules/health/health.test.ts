/** The probes a balancer asks: alive, and ready for traffic. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestShop, type TestShop } from '../../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('/livez', () => {
  it('answers while the process runs, without asking the database', async () => {
    const res = await call(shop.app, 'GET', '/livez');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('/readyz', () => {
  it('is ready when the database answers with every migration applied', async () => {
    const res = await call(shop.app, 'GET', '/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'ok' } });
    expect(res.res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration this build ships is not applied', async () => {
    const own = await createTestShop();
    try {
      await own.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const res = await call(own.app, 'GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', checks: { database: 'migrations_pending' } });
    } finally {
      await own.close();
    }
  });

  it('is not ready while the configured Redis does not answer', async () => {
    const own = await createTestShop({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_TIMEOUT_MS: '100' });
    try {
      const res = await call(own.app, 'GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'unavailable' } });
      // Alive all the same: the process answers.
      expect((await call(own.app, 'GET', '/livez')).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});
