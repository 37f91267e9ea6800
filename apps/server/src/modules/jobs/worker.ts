/**
 * Runs background jobs. Rows are claimed with FOR UPDATE SKIP LOCKED, so several server processes
 * share one queue; a claim expires, so a crashed process's job runs again. Handlers must be
 * idempotent: a job may run more than once, never twice at the same moment.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { createPollingLoop, type PollingLoop } from '../../lib/polling-loop.js';

export interface JobContext {
  id: number;
  attempts: number;
  /** True on the last attempt the worker will make. */
  finalAttempt: boolean;
}

export interface JobHandler {
  run(payload: Record<string, unknown>, ctx: JobContext): Promise<void>;
  /** Called once when the job has failed for the last time. */
  giveUp?(payload: Record<string, unknown>, error: string): Promise<void>;
  maxAttempts?: number;
  /** Seconds to wait before attempt n+1. */
  backoff?: (attempts: number) => number;
}

/** A failure that retrying cannot fix (a 4xx from a supplier): the job gives up at once. */
export class PermanentJobError extends Error {}

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
        limit 10
      )
      returning id, kind, payload, attempts`);
    return (result as unknown as { rows: ClaimedJob[] }).rows;
  }

  /** Runs one job; true when it succeeded (its row is marked done with the rest of its batch). */
  async function runOne(job: ClaimedJob): Promise<boolean> {
    const handler = handlers[job.kind];
    const maxAttempts = handler?.maxAttempts ?? 5;
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
      await handler.run(job.payload, {
        id: job.id,
        attempts: job.attempts,
        finalAttempt: job.attempts >= maxAttempts,
      });
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
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
      return false;
    }
  }

  async function drainOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return handled;
      const succeeded = await Promise.all(batch.map(runOne));
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
