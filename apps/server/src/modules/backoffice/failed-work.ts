/**
 * The back-office's failed work (issues 12 and 20): e-mail the shop gave up sending and jobs that
 * gave up, listed for staff, each sent or run again with its audit entry in the same transaction.
 * The rows are the mail and jobs modules'; this service asks through their functions.
 */
import { FAILED_WORK_LIMIT, type FailedWork } from '@navihub/contract/backoffice-failed-work';
import type { Db } from '../../db/client.js';
import { DomainError } from '../../lib/domain-errors.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { listJobs, requeueFailedJobs } from '../jobs/index.js';
import { listMail, requeueFailedMail } from '../mail/index.js';

export interface FailedWorkDeps {
  db: Db;
  /** The mail worker looks at once (this process). */
  onMailQueued: () => void;
  /** The job worker looks at once (this process). */
  onJobQueued: () => void;
}

export function createFailedWork(deps: FailedWorkDeps) {
  const { db } = deps;

  async function list(): Promise<FailedWork> {
    const [mail, jobs] = await Promise.all([
      listMail(db, { status: 'failed', limit: FAILED_WORK_LIMIT }),
      listJobs(db, { status: 'failed', limit: FAILED_WORK_LIMIT }),
    ]);
    return {
      mail: mail.map((m) => ({
        id: m.id,
        created_at: m.createdAt.toISOString(),
        kind: m.kind,
        to: m.toAddress,
        subject: m.subject,
        attempts: m.attempts,
        last_error: m.lastError,
      })),
      jobs: jobs.map((j) => ({
        id: j.id,
        created_at: j.createdAt.toISOString(),
        kind: j.kind,
        payload: j.payload,
        attempts: j.attempts,
        last_error: j.lastError,
      })),
    };
  }

  async function retryMail(actor: Actor, id: number): Promise<{ detail: string }> {
    await db.transaction(async (tx) => {
      const [requeued] = await requeueFailedMail(tx, [id]);
      if (requeued === undefined)
        throw new DomainError('conflict', 'This e-mail has not failed, or no longer exists.');
      await recordAudit(tx, actor, {
        action: 'mail.retried',
        subjectType: 'mail',
        subjectId: id,
        before: { status: 'failed' },
        after: { status: 'pending' },
      });
    });
    deps.onMailQueued();
    return { detail: 'The e-mail is being sent again.' };
  }

  async function retryJob(actor: Actor, id: number): Promise<{ detail: string }> {
    await db.transaction(async (tx) => {
      const [requeued] = await requeueFailedJobs(tx, [id]);
      if (requeued === undefined)
        throw new DomainError('conflict', 'This job has not failed, or no longer exists.');
      await recordAudit(tx, actor, {
        action: 'job.retried',
        subjectType: 'job',
        subjectId: id,
        before: { status: 'failed' },
        after: { status: 'queued' },
      });
    });
    deps.onJobQueued();
    return { detail: 'The job runs again.' };
  }

  return { list, retryMail, retryJob };
}

export type FailedWorkService = ReturnType<typeof createFailedWork>;
