/**
 * Address confirmation (decision 015): sign-up mails a single link, the web page at
 * /confirm-email/:key posts the key back. Only the key's SHA-256 is stored. A Google sign-in with
 * the address of an unconfirmed password account takes that account over: the password and every
 * session are removed, since whoever set them never proved the address.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { messages } from '@navihub/contract/messages';
import type { Db, DbOrTx } from '../../db/client.js';
import { emailConfirmations, users } from '../../db/schema.js';
import { invalidField } from '../../lib/domain-errors.js';
import { enqueueMail, mailLanguageOf, mailTemplates, pagePathOf, type ErrorLog } from '../mail/index.js';
import { findUserByEmail, type User } from './service.js';
import { endSessions } from './sessions.js';

export interface EmailVerificationDeps {
  db: Db;
  brand: string;
  publicUrl: string;
  ttlSeconds: number;
  onMailQueued: () => void;
  /** Runs a resend's write once its answer is out (the mail worker's afterAnswer; decision 033). */
  afterAnswer: (answered: Promise<unknown>, work: () => Promise<unknown>, requestLog?: ErrorLog) => void;
}

/**
 * Confirmation mails an account may be sent (issue 29 item 9): none within a minute of the last,
 * at most five in a day, sign-up's included. Counted from the links' rows, so every process sees
 * the same count, on the embedded database too (decision 033).
 */
export const RESEND_LIMITS = { minuteGap: '1 minute', perDay: 5 } as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Web page of the link; its key is redacted from request logs (app.ts). */
export const CONFIRM_EMAIL_PAGE = '/confirm-email/';

/**
 * Puts the Google identity on the account of its (Google-verified) address. A confirmed account
 * is linked as it is; an unconfirmed one loses its password and sessions in the same transaction.
 */
export async function linkGoogleIdentity(db: Db, account: User, googleSub: string): Promise<User> {
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(users)
      .set({ googleSub })
      .where(and(eq(users.id, account.id), isNotNull(users.emailVerifiedAt)))
      .returning();
    if (confirmed) return confirmed;
    // Only the sign-in that confirms the address takes the account over. Another one that arrived
    // at the same moment finds it confirmed once the first commits (the row is locked until then)
    // and links as for any confirmed account: it must not end the session the first one opened.
    const [claimed] = await tx
      .update(users)
      .set({ googleSub, passwordHash: null, emailVerifiedAt: new Date() })
      .where(and(eq(users.id, account.id), isNull(users.emailVerifiedAt)))
      .returning();
    if (!claimed) {
      const [linked] = await tx.update(users).set({ googleSub }).where(eq(users.id, account.id)).returning();
      return linked!;
    }
    await endSessions(tx, account.id);
    // Links already mailed are of no use any more: the address is proven.
    await tx
      .update(emailConfirmations)
      .set({ usedAt: new Date() })
      .where(and(eq(emailConfirmations.userId, account.id), isNull(emailConfirmations.usedAt)));
    return claimed!;
  });
}

export function createEmailVerification(deps: EmailVerificationDeps) {
  const { db } = deps;

  /** A new single-use key, its hash and the rendered mail: nothing written yet. */
  function prepareLink(accountLanguage: string | undefined) {
    const key = randomBytes(32).toString('base64url');
    const language = mailLanguageOf(accountLanguage);
    const mail = mailTemplates.emailConfirmation({
      language,
      brand: deps.brand,
      link: `${deps.publicUrl}${pagePathOf(language, CONFIRM_EMAIL_PAGE)}${key}`,
      validHours: Math.max(1, Math.round(deps.ttlSeconds / 3600)),
    });
    return { keyHash: sha256(key), mail };
  }

  async function writeLink(
    tx: DbOrTx,
    user: Pick<User, 'id' | 'email'>,
    link: ReturnType<typeof prepareLink>,
  ): Promise<void> {
    await tx.insert(emailConfirmations).values({
      userId: user.id,
      keyHash: link.keyHash,
      expiresAt: new Date(Date.now() + deps.ttlSeconds * 1000),
    });
    await enqueueMail(tx, { to: user.email, kind: 'email-confirmation', ...link.mail });
  }

  /** Queues the confirmation e-mail with a new single-use key (sign-up: the account's first). */
  async function sendLink(user: Pick<User, 'id' | 'email' | 'language'>): Promise<void> {
    const link = prepareLink(user.language);
    await db.transaction((tx) => writeLink(tx, user, link));
    deps.onMailQueued();
  }

  /**
   * Confirms the address of the key's account. Opening the same link again before it expires
   * answers the same (a second click, a browser that loads the page twice); an unknown or
   * expired key is a field error.
   */
  async function confirm(key: string): Promise<void> {
    const done = await db.transaction(async (tx) => {
      const [link] = await tx
        .update(emailConfirmations)
        .set({ usedAt: sql`coalesce(${emailConfirmations.usedAt}, now())` })
        .where(and(eq(emailConfirmations.keyHash, sha256(key)), gt(emailConfirmations.expiresAt, new Date())))
        .returning({ userId: emailConfirmations.userId });
      if (!link) return false;
      await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, link.userId));
      return true;
    });
    if (!done) throw invalidField('key', messages.confirmationLinkInvalid);
  }

  /**
   * A new link for an unconfirmed account, within RESEND_LIMITS. Answers the same, after the same
   * work, for an unknown, a confirmed and an unconfirmed address (as the password reset does,
   * decision 033): the lookup and the link (made and dropped when nothing is to be sent) come
   * before the answer; the count and the write run after it (`answered` settles once the answer
   * is out), so neither their time nor a refusal shows in it. The account's row is locked while
   * counting: resends at once, from any process, are counted one after the other.
   */
  async function resend(email: string, answered: Promise<unknown>, requestLog?: ErrorLog): Promise<void> {
    const user = await findUserByEmail(db, email);
    const link = prepareLink(user?.language);
    if (!user || user.emailVerifiedAt) return;
    deps.afterAnswer(
      answered,
      async () => {
        const sent = await db.transaction(async (tx) => {
          const [account] = await tx
            .select({ emailVerifiedAt: users.emailVerifiedAt })
            .from(users)
            .where(eq(users.id, user.id))
            .for('update');
          if (!account || account.emailVerifiedAt) return false;
          const [mailed] = await tx
            .select({
              lastMinute: sql<number>`count(*) filter (where ${emailConfirmations.createdAt} > now() - ${RESEND_LIMITS.minuteGap}::interval)::int`,
              lastDay: sql<number>`count(*)::int`,
            })
            .from(emailConfirmations)
            .where(
              and(
                eq(emailConfirmations.userId, user.id),
                gt(emailConfirmations.createdAt, sql`now() - interval '1 day'`),
              ),
            );
          if (mailed && (mailed.lastMinute > 0 || mailed.lastDay >= RESEND_LIMITS.perDay)) return false;
          await writeLink(tx, user, link);
          return true;
        });
        if (sent) deps.onMailQueued();
      },
      requestLog,
    );
  }

  return { sendLink, confirm, resend };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
