import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import type { Database } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import { createTestDatabase } from '../../test/harness.js';
import { PermanentJobError, createJobWorker, type DueJob, type JobHandler } from './worker.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const log = pino({ level: 'silent' });

async function queue(kind: string, names: string[]) {
  const rows = await database.db
    .insert(jobs)
    .values(names.map((name) => ({ kind, payload: { name } })))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

async function statesOf(ids: number[]) {
  const rows = await database.db
    .select({ id: jobs.id, status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError })
    .from(jobs)
    .where(inArray(jobs.id, ids))
    .orderBy(jobs.id);
  return rows.map(({ status, attempts, lastError }) => ({ status, attempts, lastError }));
}

function worker(handlers: Record<string, JobHandler>) {
  return createJobWorker({ db: database.db, handlers, pollMs: 60_000, log });
}

describe('job worker', () => {
  it("hands one claim's jobs of a kind to runMany together, and fails only the jobs it reports", async () => {
    const batches: string[][] = [];
    const handler: JobHandler = {
      run: () => Promise.reject(new Error('run is not used when runMany is there')),
      async runMany(due: DueJob[]) {
        batches.push(due.map((job) => String(job.payload.name)));
        return due.map((job) => (job.payload.name === 'b' ? new Error('b went wrong') : undefined));
      },
    };
    const ids = await queue('batched', ['a', 'b', 'c']);
    await worker({ batched: handler }).drain();
    expect(batches).toEqual([['a', 'b', 'c']]);
    expect(await statesOf(ids)).toEqual([
      { status: 'done', attempts: 1, lastError: null },
      { status: 'queued', attempts: 1, lastError: 'b went wrong' },
      { status: 'done', attempts: 1, lastError: null },
    ]);
  });

  it('fails every job of the batch when runMany rejects, and gives up on a permanent error', async () => {
    const given: string[] = [];
    const handler: JobHandler = {
      run: () => Promise.reject(new Error('unused')),
      runMany: () => Promise.reject(new Error('database went away')),
      giveUp: async (payload) => void given.push(String(payload.name)),
    };
    const ids = await queue('batched', ['a', 'b']);
    await worker({ batched: handler }).drain();
    expect((await statesOf(ids)).map((job) => [job.status, job.lastError])).toEqual([
      ['queued', 'database went away'],
      ['queued', 'database went away'],
    ]);

    const permanent: JobHandler = {
      run: () => Promise.reject(new Error('unused')),
      runMany: async (due) => due.map(() => new PermanentJobError('refused')),
      giveUp: async (payload) => void given.push(String(payload.name)),
    };
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(inArray(jobs.id, ids));
    await worker({ batched: permanent }).drain();
    expect((await statesOf(ids)).map((job) => job.status)).toEqual(['failed', 'failed']);
    expect(given.sort()).toEqual(['a', 'b']);
  });

  it('runs a lone job, and jobs without runMany, one by one', async () => {
    const ran: string[] = [];
    const single: JobHandler = {
      run: async (payload) => void ran.push(`single:${String(payload.name)}`),
      runMany: () => Promise.reject(new Error('not for one job')),
    };
    const plain: JobHandler = { run: async (payload) => void ran.push(`plain:${String(payload.name)}`) };
    const ids = [...(await queue('single', ['x'])), ...(await queue('plain', ['y', 'z']))];
    await worker({ single, plain }).drain();
    expect(ran.sort()).toEqual(['plain:y', 'plain:z', 'single:x']);
    expect((await statesOf(ids)).map((job) => job.status)).toEqual(['done', 'done', 'done']);
  });

  it('fails a job of an unknown kind for good', async () => {
    const [id] = await queue('nobody-knows', ['q']);
    await worker({}).drain();
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row?.status).toBe('failed');
    expect(row?.lastError).toContain('no handler');
  });
});
