/**
 * Sends queued e-mail. Rows are claimed with FOR UPDATE SKIP LOCKED, so several server processes
 * can run workers on one database; a claim expires, so a crashed sender's mail is retried.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { asError } from '../../lib/as-error.js';
import { createPollingLoop, type PollingLoop } from '../../lib/polling-loop.js';
import type { MailTransport } from './transport.js';

interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

export type MailWorker = PollingLoop;

export function createMailWorker(opts: {
  db: Db;
  transport: MailTransport;
  from: string;
  pollMs: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
}): MailWorker {
  const { db, transport, log } = opts;

  async function claimBatch(): Promise<ClaimedMail[]> {
    const result = await db.execute(sql`
      update outbox set status = 'sending', attempts = attempts + 1, locked_until = now() + interval '2 minutes'
      where id in (
        select id from outbox
        where (status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and locked_until < now())
        order by id
        for update skip locked
        limit 20
      )
      returning id, to_address, subject, text_body, html_body, attempts`);
    return (result as unknown as { rows: ClaimedMail[] }).rows;
  }

  async function sendOne(mail: ClaimedMail): Promise<void> {
    try {
      await transport.send({
        from: opts.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
      await db.execute(
        sql`update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${mail.id}`,
      );
    } catch (err) {
      const message = asError(err).message;
      const giveUp = mail.attempts >= opts.maxAttempts;
      // Exponential back-off: 2 s, 4 s, 8 s … capped at 10 minutes.
      const delaySeconds = Math.min(2 ** mail.attempts, 600);
      log.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, 'mail send failed');
      await db.execute(sql`
        update outbox set status = ${giveUp ? 'failed' : 'pending'}, locked_until = null, last_error = ${message},
          next_attempt_at = now() + make_interval(secs => ${delaySeconds})
        where id = ${mail.id}`);
    }
  }

  async function drainOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await claimBatch();
      if (batch.length === 0) return handled;
      for (const mail of batch) await sendOne(mail);
      handled += batch.length;
    }
  }

  const loop = createPollingLoop({ name: 'mail worker', drainOnce, pollMs: opts.pollMs, log });
  return {
    ...loop,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
