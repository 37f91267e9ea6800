/**
 * A job queued by one shop process is run by another at once (decision 031): the first process
 * runs no job worker (JOB_WORKER=off) and both poll once an hour, so only the second's LISTEN can
 * explain a prompt fulfilment. Its listening connection is then ended by the database, and the
 * next job is still run at once. PostgreSQL only (the embedded database is one process by
 * nature): CI's PostgreSQL stage sets DATABASE_URL.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { createTestDatabase, grantPoints, sampleCode, uniqueEmail } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { callShop, startShopProcess, stopShopProcesses } from '../../test/shop-process.js';
import { JOBS_CHANNEL } from './queue.js';

const AN_HOUR_MS = 3_600_000;
/** Far below the poll; a wake-up on a busy test machine still fits. */
const PROMPTLY_MS = 15_000;

describe.runIf(process.env.DATABASE_URL)('job wake-ups between shop processes on PostgreSQL', () => {
  let database: Database & { url?: string };
  const processes: ChildProcess[] = [];
  let queuing: string;

  const start = (env: Record<string, string>) =>
    startShopProcess(processes, database.url!, {
      PIN_PROVIDER: 'demo',
      JWT_SECRET: 'wake-up-processes-share-this-secret-0123456789',
      JOB_POLL_MS: String(AN_HOUR_MS),
      ...env,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    queuing = await start({ JOB_WORKER: 'off' });
    await start({ JOB_WORKER: 'on' });
  }, 120_000);

  afterAll(async () => {
    await stopShopProcesses(processes);
    await database?.close();
  });

  const api = (method: string, address: string, body?: unknown, token?: string) =>
    callShop(queuing, method, address, body, token);

  /** The backends listening for jobs now: the worker process's wake-up connection. */
  async function listeners(): Promise<number[]> {
    const result = await database.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database() and query = ${`LISTEN "${JOBS_CHANNEL}"`}`,
    );
    return rowsOf<{ pid: number }>(result).map((row) => row.pid);
  }

  async function orderStatus(orderId: string) {
    const [row] = await database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row?.status;
  }

  it("runs the job the other process's generate queued at once, also after its listening connection was ended", async () => {
    const email = uniqueEmail('wake');
    const password = 'wake up processes 1';
    expect(
      (await api('POST', '/auth/registration/', { email, password1: password, password2: password })).status,
    ).toBe(201);
    const login = await api('POST', '/auth/login/', { email, password });
    const token = login.body.access_token as string;
    const [user] = await database.db.query.users.findMany({ where: (u, { eq: is }) => is(u.email, email) });
    await grantPoints(database.db, user!.id, 2);
    await expect.poll(listeners, { timeout: PROMPTLY_MS }).toHaveLength(1);

    const generate = async () => {
      const answer = await api('POST', '/api/v1/points-subs/generate/', sampleCode(), token);
      expect(answer.status).toBe(200);
      return answer.body.order_id as string;
    };
    const first = await generate();
    await expect.poll(() => orderStatus(first), { timeout: PROMPTLY_MS }).toBe('fulfilled');

    // The database ends the worker's listening connection; it listens again on a new one.
    const [ended] = await listeners();
    await database.db.execute(sql`select pg_terminate_backend(${ended})`);
    await expect
      .poll(async () => (await listeners()).filter((pid) => pid !== ended), { timeout: PROMPTLY_MS })
      .toHaveLength(1);

    const second = await generate();
    await expect.poll(() => orderStatus(second), { timeout: PROMPTLY_MS }).toBe('fulfilled');
  }, 120_000);
});
