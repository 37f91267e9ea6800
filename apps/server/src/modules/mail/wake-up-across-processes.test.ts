/**
 * Mail an operator queues again from the command line (`npm run mail -- requeue`) is sent by a
 * running shop process at once, not at its next poll (decision 031): the shop polls once an hour,
 * so only its LISTEN can explain a prompt send. PostgreSQL only (the embedded database is one
 * process by nature): CI's PostgreSQL stage sets DATABASE_URL.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outbox } from '../../db/schema.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { inProcess, repoRoot, startShopProcess, stopShopProcesses } from '../../test/shop-process.js';
import { MAIL_CHANNEL } from './outbox.js';

const AN_HOUR_MS = 3_600_000;
/** Far below the poll; a wake-up on a busy test machine still fits. */
const PROMPTLY_MS = 15_000;

describe.runIf(process.env.DATABASE_URL)('mail wake-ups from the command line on PostgreSQL', () => {
  let database: Database & { url?: string };
  const processes: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // No job worker: the shop's one listening connection listens for mail only, and
    // pg_stat_activity shows a connection's last statement. It listens at DATABASE_LISTEN_URL (a
    // pooler's direct address in production), named here so that the test can tell.
    const listenUrl = new URL(database.url!);
    listenUrl.searchParams.set('application_name', 'navihub-listener');
    await startShopProcess(processes, database.url!, {
      MAIL_POLL_MS: String(AN_HOUR_MS),
      JOB_WORKER: 'off',
      DATABASE_LISTEN_URL: listenUrl.href,
    });
  }, 120_000);

  afterAll(async () => {
    await stopShopProcesses(processes);
    await database?.close();
  });

  /** The connections listening for mail now (the shop's wake-up connection), by name. */
  async function listeners(): Promise<string[]> {
    const result = await database.db.execute(
      sql`select application_name from pg_stat_activity where datname = current_database() and query = ${`LISTEN "${MAIL_CHANNEL}"`}`,
    );
    return rowsOf<{ application_name: string }>(result).map((row) => row.application_name);
  }

  async function statusOf(id: number) {
    const [row] = await database.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
    return row?.status;
  }

  it('sends failed mail the command line queued again at once, heard at DATABASE_LISTEN_URL', async () => {
    const [failed] = await database.db
      .insert(outbox)
      .values({
        toAddress: 'again@example.com',
        subject: 'Your order',
        textBody: 'Your PIN is on its way.',
        kind: 'pin',
        status: 'failed',
        attempts: 8,
        lastError: 'connect ECONNREFUSED',
      })
      .returning({ id: outbox.id });
    await expect.poll(listeners, { timeout: PROMPTLY_MS }).toEqual(['navihub-listener']);

    const requeue = spawnSync(
      process.execPath,
      [...inProcess(path.join('apps/server/src/cli/mail.ts')), 'requeue', String(failed!.id)],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: database.url!, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(requeue.stdout).toContain(`1 mail queued again: ${failed!.id}`);
    await expect.poll(() => statusOf(failed!.id), { timeout: PROMPTLY_MS }).toBe('sent');
  });
});
