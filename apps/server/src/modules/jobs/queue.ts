/** Enqueueing background work: one jobs row, written inside the caller's transaction. */
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

/** The channel on which a process that queued jobs wakes the other processes' workers (decision 031). */
export const JOBS_CHANNEL = 'navihub_jobs';

export async function enqueueJob(
  db: DbOrTx,
  kind: string,
  payload: Record<string, unknown>,
  runAt?: Date,
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, ...(runAt ? { runAt } : {}) })
    .returning({ id: jobs.id });
  return row!.id;
}

/** The states a job is counted in by the operator's metrics; `done` jobs only pile up. */
export const COUNTED_JOB_STATES = ['queued', 'running', 'failed'] as const;
export type CountedJobState = (typeof COUNTED_JOB_STATES)[number];

/** How many jobs of each kind are queued, running or failed (given up) now. */
export async function countJobs(
  db: DbOrTx,
): Promise<Array<{ kind: string; state: CountedJobState; count: number }>> {
  const rows = await db
    .select({ kind: jobs.kind, state: jobs.status, count: count() })
    .from(jobs)
    .where(inArray(jobs.status, [...COUNTED_JOB_STATES]))
    .groupBy(jobs.kind, jobs.status);
  return rows as Array<{ kind: string; state: CountedJobState; count: number }>;
}

/**
 * Deletes jobs done more than `days` ago; resolves with how many (the retention sweep). Failed
 * jobs stay: they are the dead letters the operator lists and requeues.
 */
export async function purgeFinishedJobs(db: DbOrTx, days: number): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, sql`now() - make_interval(days => ${days})`)))
    .returning({ id: jobs.id });
  return deleted.length;
}

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Newest jobs first, of one status or all (`npm run jobs -- list`; `failed` are the dead letters). */
export async function listJobs(db: DbOrTx, opts: { status?: JobStatus; limit: number }) {
  return db
    .select()
    .from(jobs)
    .where(opts.status ? eq(jobs.status, opts.status) : undefined)
    .orderBy(desc(jobs.id))
    .limit(opts.limit);
}

/**
 * Dead letters run again now, with a fresh count of attempts (`npm run jobs -- requeue`); resolves
 * with the ids queued again. Jobs that are not failed are left alone. Each job's handler checks
 * the state of what it works on (a fulfilment job records a PIN only for an order still paid), so a
 * job whose order has since been settled does nothing.
 */
export async function requeueFailedJobs(db: DbOrTx, which: number[] | 'all-failed'): Promise<number[]> {
  const requeued = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: sql`now()`, lockedUntil: null, finishedAt: null })
    .where(and(eq(jobs.status, 'failed'), which === 'all-failed' ? undefined : inArray(jobs.id, which)))
    .returning({ id: jobs.id });
  return requeued.map((r) => r.id);
}
