/** The outbox: queueing e-mail (one row, written inside the caller's transaction), and staff's view of it. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import type { MailContent } from './templates.js';

export async function enqueueMail(
  db: DbOrTx,
  mail: MailContent & { to: string; kind: string; meta?: Record<string, unknown> },
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      kind: mail.kind,
      meta: mail.meta ?? {},
    })
    .returning({ id: outbox.id });
  return row!.id;
}

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Newest mail first, of one status or all (`npm run mail -- list`). */
export async function listMail(db: DbOrTx, opts: { status?: MailStatus; limit: number }) {
  return db
    .select()
    .from(outbox)
    .where(opts.status ? eq(outbox.status, opts.status) : undefined)
    .orderBy(desc(outbox.id))
    .limit(opts.limit);
}

/**
 * Failed mail sent again now, with a fresh count of attempts (`npm run mail -- requeue`); resolves
 * with the ids queued again. Mail that is not failed is left alone.
 */
export async function requeueFailedMail(db: DbOrTx, which: number[] | 'all-failed'): Promise<number[]> {
  const requeued = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(outbox.status, 'failed'), which === 'all-failed' ? undefined : inArray(outbox.id, which)))
    .returning({ id: outbox.id });
  return requeued.map((r) => r.id);
}
