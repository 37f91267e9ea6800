/**
 * Sends queued e-mail. Rows are claimed with FOR UPDATE SKIP LOCKED, so several server processes
 * can run workers on one database; a claim expires, so a crashed sender's mail is retried.
 * A worker claims each mail when it sends it, never a batch ahead (decision 019), on
 * SENDS_AT_ONCE lanes at once: a slow SMTP peer holds only the mails being sent, and no claim
 * outlives its lock while other mail waits behind it. The statement that claims a mail also marks
 * the one its lane sent before it (decision 039).
 * A failed send is retried with a capped back-off (30 s doubling, at most 1 h) until the mail is
 * MAIL_RETRY_HOURS old and has had MAIL_MAX_ATTEMPTS attempts; only then is it `failed`.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { MailAttachment } from '../../db/schema.js';
import { asError } from '../../lib/as-error.js';
import { withoutValues } from '../../lib/without-values.js';
import { createPollingLoop, type PollingLoop } from '../../lib/polling-loop.js';
import type { MailTransport } from './transport.js';
import { rowsOf } from '../../lib/sql-rows.js';

interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailAttachment[] | null;
  language: string;
  attempts: number;
  /** Older than the retry window: a failure now is final (once maxAttempts is reached). */
  expired: boolean;
}

/** Where a failure after an answer is logged (a request's logger names the request). */
export interface ErrorLog {
  error(details: object, message: string): void;
}

export interface MailWorker extends PollingLoop {
  /**
   * Runs work that queues mail once `answered` settles (the request's answer has gone out), so
   * the answer neither waits on it nor shares the event loop with it. Its failure is logged.
   * `drain()` and `stop()` wait for such work first, so what it queues is sent by that drain and
   * never cut off. A failure is logged on `requestLog` when given (the request's own logger, which
   * names its id), else on the worker's.
   */
  afterAnswer(answered: Promise<unknown>, work: () => Promise<unknown>, requestLog?: ErrorLog): void;
}

/** What a sent mail's body becomes in the outbox. */
export const SENT_BODY = '(sent; the body is not kept)';

/**
 * How many mails one worker sends at once, each claimed on its own: a slow SMTP peer holds at most
 * these, and the database commits their claims together instead of one after another (decision 039).
 */
export const SENDS_AT_ONCE = 4;

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min … capped at 1 hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);

export function createMailWorker(opts: {
  db: Db;
  transport: MailTransport;
  from: string;
  pollMs: number;
  maxAttempts: number;
  /** A mail is retried until it is this old (and had maxAttempts attempts). */
  retryHours: number;
  log: FastifyBaseLogger;
}): MailWorker {
  const { db, transport, log } = opts;

  /**
   * What marks a mail sent: the outbox keeps who, when and what kind, never the body once it has
   * left, so a PIN or a reset link is not kept in clear. The dev mailbox is the outbox itself, so
   * it keeps them.
   */
  const markSent = transport.keepsSentBodies
    ? sql`status = 'sent', sent_at = now(), locked_until = null, last_error = null`
    : sql`status = 'sent', sent_at = now(), locked_until = null, last_error = null,
        text_body = ${SENT_BODY}, html_body = null, attachments = '[]'::jsonb`;

  /**
   * Marks the mail just sent (`sentId`, if any) as sent and claims the next one, in one statement:
   * a mail costs the database one round trip, not two. The mail just sent is never the next one,
   * even when its lock has run out meanwhile.
   */
  async function markSentAndClaimNext(sentId: number | undefined): Promise<ClaimedMail | undefined> {
    const result = await db.execute(sql`
      with sent as (
        update outbox set ${markSent} where id = ${sentId ?? null}::int returning id
      )
      update outbox set status = 'sending', attempts = attempts + 1, locked_until = now() + interval '2 minutes'
      where id in (
        select id from outbox
        where ((status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and locked_until < now()))
          and id is distinct from ${sentId ?? null}::int
        order by id
        for update skip locked
        limit 1
      )
      returning id, to_address, subject, text_body, html_body, attachments, language, attempts,
        created_at < now() - make_interval(hours => ${opts.retryHours}) as expired`);
    return rowsOf<ClaimedMail>(result)[0];
  }

  /** Sends one claimed mail; true when it left (its row is marked by the next claim), false when it failed. */
  async function sendOne(mail: ClaimedMail): Promise<boolean> {
    try {
      await transport.send({
        from: opts.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        language: mail.language,
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
      return true;
    } catch (err) {
      const message = asError(err).message;
      const giveUp = mail.expired && mail.attempts >= opts.maxAttempts;
      const delaySeconds = retryDelaySeconds(mail.attempts);
      log.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, 'mail send failed');
      await db.execute(sql`
        update outbox set status = ${giveUp ? 'failed' : 'pending'}, locked_until = null, last_error = ${message},
          next_attempt_at = now() + make_interval(secs => ${delaySeconds})
        where id = ${mail.id}`);
      return false;
    }
  }

  /** One lane: claims, sends, and marks sent with the next claim, until nothing is due. */
  async function sendUntilNoneDue(): Promise<number> {
    let handled = 0;
    let sentId: number | undefined;
    for (;;) {
      // The last claim of a lane marks its last mail sent and finds nothing more.
      const mail = await markSentAndClaimNext(sentId);
      sentId = undefined;
      if (!mail) return handled;
      if (await sendOne(mail)) sentId = mail.id;
      handled += 1;
    }
  }

  async function drainOnce(): Promise<number> {
    const lanes = await Promise.all(Array.from({ length: SENDS_AT_ONCE }, sendUntilNoneDue));
    return lanes.reduce((sum, handled) => sum + handled, 0);
  }

  const loop = createPollingLoop({ name: 'mail worker', drainOnce, pollMs: opts.pollMs, log });
  const pending = new Set<Promise<void>>();

  async function settle(): Promise<void> {
    while (pending.size > 0) await Promise.all(pending);
  }

  return {
    ...loop,
    afterAnswer(answered, work, requestLog = log) {
      const done: Promise<void> = answered
        .then(
          () => undefined,
          () => undefined,
        )
        .then(work)
        .then(
          () => undefined,
          // A failed insert carries its parameters (a reset link's mail body, a token's hash):
          // logged without them, as every other database failure is.
          (err: unknown) =>
            requestLog.error(
              { err: withoutValues(asError(err)) },
              'work queuing mail after an answer failed',
            ),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async drain() {
      await settle();
      return loop.drain();
    },
    async stop() {
      await settle();
      await loop.stop();
      transport.close();
    },
  };
}
