/** The outbox: queueing e-mail (one row, written inside the caller's transaction), and staff's view of it. */
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outbox, type MailAttachment } from '../../db/schema.js';
import type { MailContent } from './templates.js';

export async function enqueueMail(
  db: DbOrTx,
  mail: MailContent & {
    to: string;
    kind: string;
    meta?: Record<string, unknown>;
    attachments?: MailAttachment[];
  },
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
      attachments: mail.attachments ?? [],
      language: mail.language ?? 'en',
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/**
 * The channel on which mail queued outside a shop process (`npm run mail -- requeue`) is announced
 * to the shop processes' mail workers (decision 031); a shop process nudges its own worker.
 */
export const MAIL_CHANNEL = 'navihub_mail';

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

/** The statuses the operator's metrics count; `sent` mail only piles up. */
export const COUNTED_MAIL_STATUSES = [
  'pending',
  'sending',
  'failed',
] as const satisfies readonly MailStatus[];

/** How many e-mails are waiting, being sent and given up on now (0 for a status with none). */
export async function countMail(db: DbOrTx): Promise<Record<(typeof COUNTED_MAIL_STATUSES)[number], number>> {
  const rows = await db
    .select({ status: outbox.status, count: count() })
    .from(outbox)
    .where(inArray(outbox.status, [...COUNTED_MAIL_STATUSES]))
    .groupBy(outbox.status);
  const counts = { pending: 0, sending: 0, failed: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as keyof typeof counts] = row.count;
  return counts;
}

/** Deletes sent mail older than `days`; resolves with how many (the retention sweep). */
export async function purgeSentMail(db: DbOrTx, days: number): Promise<number> {
  const deleted = await db
    .delete(outbox)
    .where(and(eq(outbox.status, 'sent'), lt(outbox.sentAt, sql`now() - make_interval(days => ${days})`)))
    .returning({ id: outbox.id });
  return deleted.length;
}
