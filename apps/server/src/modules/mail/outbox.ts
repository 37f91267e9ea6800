/** Queueing e-mail: one outbox row, written inside the caller's transaction. */
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
