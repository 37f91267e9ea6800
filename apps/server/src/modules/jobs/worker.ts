/**
 * Runs background jobs. Rows are claimed with FOR UPDATE SKIP LOCKED, so several server processes
 * share one queue; a claim expires, so a crashed process's job runs again. Handlers must be
 * idempotent: a job may run more than once, never twice at the same moment.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { asError } from '../../lib/as-error.js';
import { createPollingLoop, type PollingLoop } from '../../lib/polling-loop.js';
import { rowsOf } from '../../lib/sql-rows.js';

export interface JobContext {
  id: number;
  attempts: number;
  /** True on the last attempt the worker will make. */
  finalAttempt: boolean;
}

export interface DueJob {
  payload: Record<string, unknown>;
  ctx: JobContext;
}

export interface JobHandler {
  run(payload: Record<string, unknown>, ctx: JobContext): Promise<void>;
  /**
   * Optional: runs the due jobs of this kind from one claim together, so that they can share
   * their reads and writes. Resolves with one outcome per job, in order: undefined when the job
   * succeeded, else why it failed. A rejection fails them all.
   */
  runMany?(jobs: DueJob[]): Promise<(Error | undefined)[]>;
  /** Called once when the job has failed for the last time. */
  giveUp?(payload: Record<string, unknown>, error: string): Promise<void>;
  maxAttempts?: number;
  /** Seconds to wait before attempt n+1. */
  backoff?: (attempts: number) => number;
}

/** A failure that retrying cannot fix (a 4xx from a supplier): the job gives up at once. */
export class PermanentJobError extends Error {}

const DEFAULT_MAX_ATTEMPTS = 5;
/** Jobs claimed at once: a claim's jobs of one kind can share their reads and writes. */
const CLAIM_SIZE = 25;

interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export type JobWorker = PollingLoop;

export function createJobWorker(opts: {
  db: Db;
  handlers: Record<string, JobHandler>;
  pollMs: number;
  lockSeconds?: number;
  log: FastifyBaseLogger;
}): JobWorker {
  const { db, handlers, log } = opts;
  const lockSeconds = opts.lockSeconds ?? 120;

  async function claim(): Promise<ClaimedJob[]> {
    const result = await db.execute(sql`
      update jobs set status = 'running', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${lockSeconds})
      where id in (
        select id from jobs
        where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at, id
        for update skip locked
        limit ${CLAIM_SIZE}
      )
      returning id, kind, payload, attempts`);
    return rowsOf<ClaimedJob>(result);
  }

  const contextOf = (job: ClaimedJob): JobContext => ({
    id: job.id,
    attempts: job.attempts,
    finalAttempt: job.attempts >= (handlers[job.kind]?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
  });

  /** Runs one claim's jobs, each kind's together when its handler can; true for each success. */
  async function runClaimed(batch: ClaimedJob[]): Promise<boolean[]> {
    const byKind = new Map<string, ClaimedJob[]>();
    for (const job of batch) {
      const sameKind = byKind.get(job.kind);
      if (sameKind) sameKind.push(job);
      else byKind.set(job.kind, [job]);
    }
    const outcomes = new Map<ClaimedJob, Error | undefined>();
    await Promise.all(
      [...byKind].map(async ([kind, jobs]) => {
        const handler = handlers[kind];
        if (handler?.runMany && jobs.length > 1) {
          const results = await handler
            .runMany(jobs.map((job) => ({ payload: job.payload, ctx: contextOf(job) })))
            .catch((err: unknown) => jobs.map(() => asError(err)));
          jobs.forEach((job, i) => outcomes.set(job, results[i]));
          return;
        }
        await Promise.all(
          jobs.map(async (job) => {
            try {
              if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
              await handler.run(job.payload, contextOf(job));
              outcomes.set(job, undefined);
            } catch (err) {
              outcomes.set(job, asError(err));
            }
          }),
        );
      }),
    );
    return Promise.all(
      batch.map(async (job) => {
        const error = outcomes.get(job);
        if (!error) return true;
        await recordFailure(job, error);
        return false;
      }),
    );
  }

  /** A failed attempt: queued again after a back-off, or failed for good and handed to giveUp. */
  async function recordFailure(job: ClaimedJob, err: Error): Promise<void> {
    const handler = handlers[job.kind];
    const maxAttempts = handler?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const message = err.message;
    const giveUp = err instanceof PermanentJobError || job.attempts >= maxAttempts;
    log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: message, giveUp }, 'job failed');
    const delay = handler?.backoff?.(job.attempts) ?? Math.min(2 ** job.attempts, 300);
    await db.execute(sql`
      update jobs set status = ${giveUp ? 'failed' : 'queued'}, last_error = ${message}, locked_until = null,
        run_at = now() + make_interval(secs => ${delay}), finished_at = ${giveUp ? sql`now()` : null}
      where id = ${job.id}`);
    if (giveUp && handler?.giveUp) {
      await handler
        .giveUp(job.payload, message)
        .catch((e: unknown) => log.error({ err: e, jobId: job.id }, 'giveUp failed'));
    }
  }

  async function drainOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return handled;
      const succeeded = await runClaimed(batch);
      const done = batch.filter((_, i) => succeeded[i]).map((job) => job.id);
      // One statement (one commit) marks the whole batch's successes done.
      if (done.length > 0) {
        await db.execute(
          sql`update jobs set status = 'done', finished_at = now(), locked_until = null where id in (${sql.join(done, sql`, `)})`,
        );
      }
      handled += batch.length;
    }
  }

  return createPollingLoop({ name: 'job worker', drainOnce, pollMs: opts.pollMs, log });
}
