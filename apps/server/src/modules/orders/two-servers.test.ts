import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { orders } from '../../db/schema.js';
import { balance, toolId } from '../points/index.js';
import { call, grantPoints, sampleCode, signUp } from '../../test/harness.js';
import { createTwoShopsOnOneDatabase, type TwoShops } from '../../test/shops.js';

// Two shop servers, each with its own connection pool, on one PostgreSQL database: what several
// server processes look like to the database. PGlite is one process by nature, so this runs in the
// PostgreSQL stage of CI (DATABASE_URL set).
describe.runIf(process.env.DATABASE_URL)('two servers on one PostgreSQL', () => {
  let shops: TwoShops;
  beforeAll(async () => {
    shops = await createTwoShopsOnOneDatabase();
  });
  afterAll(() => shops.close());

  it('gives exactly k orders for N concurrent requests spread over both', async () => {
    const user = await signUp(shops.a.app);
    await grantPoints(shops.database.db, user.id, 4);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 === 0 ? shops.a.app : shops.b.app, 'POST', '/api/v1/points-subs/generate/', {
          token: user.access,
          body: sampleCode(),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.status === 402)).toHaveLength(16);
    const tool = await toolId(shops.database.db, NAVIGATION_TOOL);
    expect(await balance(shops.database.db, user.id, tool)).toBe(0);
    const [row] = await shops.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, user.id));
    expect(row!.n).toBe(4);
  });

  it('fulfils each order once when both job workers drain at the same moment', async () => {
    const user = await signUp(shops.a.app);
    await grantPoints(shops.database.db, user.id, 6);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(shops.b.app, 'POST', '/api/v1/points-subs/generate/', {
        token: user.access,
        body: sampleCode(),
      });
      ids.push(res.body.order_id as string);
    }
    await Promise.all([shops.a.app.jobWorker.drain(), shops.b.app.jobWorker.drain()]);
    await Promise.all([shops.a.app.mailWorker.drain(), shops.b.app.mailWorker.drain()]);
    const pinMails = [...shops.a.mail.sent, ...shops.b.mail.sent].filter(
      (m) => m.to === user.email && m.subject.includes('PIN'),
    );
    expect(pinMails).toHaveLength(6);
    for (const id of ids) {
      const res = await call(shops.a.app, 'POST', `/api/v1/points-subs/check/${id}/`, { token: user.access });
      expect(res.body.status).toBe('success');
    }
  });
});
