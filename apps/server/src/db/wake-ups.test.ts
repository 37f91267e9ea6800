/**
 * Wake-ups across processes on PostgreSQL (decision 031): two handles on one database stand for
 * two processes. PostgreSQL only; on PGlite there is nobody else to wake.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase } from '../test/harness.js';
import type { Database } from './client.js';
import { createPostgresWakeUps, type WakeUps } from './wake-ups.js';

describe.runIf(process.env.DATABASE_URL)('wake-ups across processes (LISTEN/NOTIFY)', () => {
  let database: Database & { url?: string };
  let pools: pg.Pool[] = [];
  const handles: WakeUps[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await Promise.all(pools.map((p) => p.end()));
    await database?.close();
  });

  function processHandle() {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    // pool.end() resolves once it has asked its connections to end, not once the server has ended
    // them: the database's drop (with force) can still terminate one, and a pool with no 'error'
    // listener throws that out of the test file (as a shop's pool, which has one, does not).
    pool.on('error', () => undefined);
    pools = [...pools, pool];
    const handle = createPostgresWakeUps({ url: database.url!, pool, onError: () => undefined });
    handles.push(handle);
    return handle;
  }

  /** The backends whose last statement was LISTEN on `channel` (a wake-up connection's only one). */
  async function listeningBackends(channel: string): Promise<number[]> {
    const { rows } = await pools[0]!.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and query = $1`,
      [`LISTEN "${channel}"`],
    );
    return rows.map((row) => row.pid);
  }

  it('wakes the other process, not the one that announced, and listens again after its connection is ended', async () => {
    const one = processHandle();
    const other = processHandle();
    let otherWoken = 0;
    let oneWoken = 0;
    other.listen('test_jobs', () => otherWoken++);
    one.listen('test_jobs', () => oneWoken++);
    await expect.poll(() => listeningBackends('test_jobs')).toHaveLength(2);

    await one.announce('test_jobs');
    await expect.poll(() => otherWoken).toBe(1);
    expect(oneWoken).toBe(0);

    // The database ends the other's listening connection (a restart, a failover, an operator).
    const before = await listeningBackends('test_jobs');
    const [victim] = before;
    await pools[0]!.query('select pg_terminate_backend($1)', [victim]);
    // It listens again on a new connection, and is woken once on the way (what was missed).
    await expect
      .poll(async () => (await listeningBackends('test_jobs')).filter((pid) => !before.includes(pid)))
      .toHaveLength(1);
    const wokenBeforeAnnounce = otherWoken + oneWoken;
    await one.announce('test_jobs');
    await other.announce('test_jobs');
    await expect.poll(() => otherWoken + oneWoken).toBe(wokenBeforeAnnounce + 2);
  });

  it('sends one more NOTIFY, not one per call, for announcements made while one is in flight', async () => {
    const one = processHandle();
    const other = processHandle();
    let woken = 0;
    other.listen('test_coalesced', () => woken++);
    await expect.poll(() => listeningBackends('test_coalesced')).toHaveLength(1);
    const calls = Array.from({ length: 50 }, () => one.announce('test_coalesced'));
    await Promise.all(calls);
    await expect.poll(() => woken).toBeGreaterThanOrEqual(1);
    // The first call's NOTIFY and one for the 49 made while it was in flight.
    expect(woken).toBeLessThanOrEqual(2);
  });

  it('ends its listening connection on close', async () => {
    const handle = processHandle();
    handle.listen('test_close', () => undefined);
    await expect.poll(() => listeningBackends('test_close')).toHaveLength(1);
    await handle.close();
    await expect.poll(() => listeningBackends('test_close')).toHaveLength(0);
  });
});
