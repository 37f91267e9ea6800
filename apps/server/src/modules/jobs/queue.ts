/** Enqueueing background work: one jobs row, written inside the caller's transaction. */
import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

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
