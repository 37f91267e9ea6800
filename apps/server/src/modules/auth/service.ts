/** Accounts: sign-up, sign-in, token rotation, password change and reset. HTTP-free. */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import type { LoginResponse } from '@navihub/contract/auth';
import { messages } from '@navihub/contract/messages';
import type { Db, DbOrTx } from '../../db/client.js';
import { passwordResets, refreshTokens, sessions, users } from '../../db/schema.js';
import { endSessions } from './sessions.js';
import { invalidField, tokenNotValid } from '../../lib/domain-errors.js';
import { enqueueMail, mailLanguageOf, mailTemplates, type ErrorLog } from '../mail/index.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { prepareResetMail } from './reset-token.js';
import type { TokenSigner } from './tokens.js';

export type User = typeof users.$inferSelect;

export interface AuthDeps {
  db: Db;
  tokens: TokenSigner;
  brand: string;
  supportEmail: string;
  publicUrl: string;
  resetTtlSeconds: number;
  onMailQueued: () => void;
  /**
   * Runs work that queues mail once `answered` settles (the mail worker's afterAnswer); its
   * failure is logged on `requestLog`, the request's logger, which names the request.
   */
  afterAnswer: (answered: Promise<unknown>, work: () => Promise<unknown>, requestLog?: ErrorLog) => void;
}

const normaliseEmail = (email: string) => email.trim();
const accountDisabled = () => invalidField('non_field_errors', messages.accountDisabled);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function findUserByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = lower(${normaliseEmail(email)})` });
}

export function findUserById(db: DbOrTx, id: number): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/**
 * A new account, or undefined when the address is taken: sign-up's write, and the operator's
 * (`npm run accounts -- create`, which vouches for the address and may make staff).
 */
export async function insertAccount(
  db: DbOrTx,
  account: {
    email: string;
    password: string;
    role?: User['role'];
    emailVerifiedAt?: Date;
    /** The language of the account's e-mails (decision 068); English when left out. */
    language?: string | undefined;
  },
): Promise<User | undefined> {
  const passwordHash = await hashPassword(account.password);
  const [user] = await db
    .insert(users)
    .values({
      email: account.email,
      passwordHash,
      ...(account.role ? { role: account.role } : {}),
      ...(account.emailVerifiedAt ? { emailVerifiedAt: account.emailVerifiedAt } : {}),
      ...(account.language ? { language: account.language } : {}),
    })
    .onConflictDoNothing()
    .returning();
  return user;
}

export function createAuthService(deps: AuthDeps) {
  const { db, tokens } = deps;

  /**
   * A new access/refresh pair of a session; without a session id this is a sign-in and starts a new
   * session. The access token names its session, so ended sessions and "other sessions" are known.
   */
  async function issueTokens(tx: DbOrTx, userId: number, sessionId?: string): Promise<LoginResponse> {
    const session = sessionId ?? randomUUID();
    if (!sessionId) await tx.insert(sessions).values({ id: session, userId });
    const refresh = await tokens.sign(userId, 'refresh');
    await tx
      .insert(refreshTokens)
      .values({ jti: refresh.jti, userId, sessionId: session, expiresAt: refresh.expiresAt });
    const access = await tokens.sign(userId, 'access', session);
    return { access_token: access.token, refresh_token: refresh.token };
  }

  async function register(input: {
    email: string;
    password: string;
    language?: string | undefined;
  }): Promise<User> {
    const user = await insertAccount(db, {
      email: normaliseEmail(input.email),
      password: input.password,
      language: input.language,
    });
    if (!user) throw invalidField('email', messages.emailTaken);
    return user;
  }

  /** A sign-in proven elsewhere (Google): a new session and its tokens; refused for a disabled account. */
  async function startSession(userId: number): Promise<LoginResponse> {
    const user = await findUserById(db, userId);
    if (!user || user.disabledAt) throw accountDisabled();
    return issueTokens(db, userId);
  }

  async function login(input: { email: string; password: string }): Promise<LoginResponse> {
    const user = await findUserByEmail(db, input.email);
    const ok = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !ok) throw invalidField('non_field_errors', messages.badCredentials);
    // Said only to whoever knows the password: a wrong one hears the same as an unknown address.
    if (user.disabledAt) throw accountDisabled();
    return issueTokens(db, user.id);
  }

  /** Rotation: the presented token is blacklisted in the same statement that accepts it, so of two
   *  concurrent refreshes with one token exactly one wins. */
  async function refresh(refreshToken: string): Promise<{ access: string; refresh: string }> {
    const claims = await tokens.verify(refreshToken, 'refresh');
    if (!claims) throw tokenNotValid();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.jti, claims.jti),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
            exists(
              tx
                .select({ one: sql`1` })
                .from(sessions)
                .where(and(eq(sessions.id, refreshTokens.sessionId), isNull(sessions.endedAt))),
            ),
            // Disabling ends the sessions; this also refuses a session started while it was done.
            exists(
              tx
                .select({ one: sql`1` })
                .from(users)
                .where(and(eq(users.id, refreshTokens.userId), isNull(users.disabledAt))),
            ),
          ),
        )
        .returning({ userId: refreshTokens.userId, sessionId: refreshTokens.sessionId });
      if (!row) throw tokenNotValid();
      const pair = await issueTokens(tx, row.userId, row.sessionId);
      return { access: pair.access_token, refresh: pair.refresh_token };
    });
  }

  /** Ends the session the refresh token belongs to: its access and refresh tokens stop working. */
  async function logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const claims = await tokens.verify(refreshToken, 'refresh');
    if (!claims) return;
    await db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(
        and(
          isNull(sessions.endedAt),
          eq(
            sessions.id,
            db
              .select({ id: refreshTokens.sessionId })
              .from(refreshTokens)
              .where(eq(refreshTokens.jti, claims.jti)),
          ),
        ),
      );
  }

  /**
   * After a password change or reset: every session but `keepSession` ends at once (access and
   * refresh tokens alike), every outstanding reset link stops working, and the owner is told by
   * e-mail — whatever their e-mail preference, as it is a security notice.
   */
  async function afterPasswordSet(
    tx: DbOrTx,
    user: { id: number; email: string; language: string },
    keepSession?: string,
  ) {
    await endSessions(tx, user.id, keepSession);
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await enqueueMail(tx, {
      to: user.email,
      kind: 'password-changed',
      ...mailTemplates.passwordChanged({
        brand: deps.brand,
        supportEmail: deps.supportEmail,
        language: mailLanguageOf(user.language),
      }),
    });
  }

  /** Sets a new password, ends every other session and tells the owner by e-mail. */
  async function setPassword(userId: number, newPassword: string, keepSession?: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
      if (!user) return;
      await afterPasswordSet(tx, user, keepSession);
    });
    deps.onMailQueued();
  }

  async function changePasswordChecked(
    userId: number,
    currentPassword: string,
    newPassword: string,
    keepSession?: string,
  ): Promise<void> {
    const user = await findUserById(db, userId);
    if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw invalidField('current_password', messages.currentPasswordWrong);
    }
    await setPassword(userId, newPassword, keepSession);
  }

  /**
   * Always answers the same way, and after the same work, whether or not the account exists: the
   * lookup and the token (made for an unknown address too, and dropped; reset-token.ts) are on the
   * answer's path; a known address's write (the token row and the mail) runs after the answer, so
   * neither its time nor its failure shows in it. `answered` settles once the answer is sent; a
   * failure of the write is logged on `requestLog`.
   */
  async function requestPasswordReset(
    email: string,
    answered: Promise<unknown>,
    requestLog?: ErrorLog,
  ): Promise<void> {
    const user = await findUserByEmail(db, email);
    const { tokenHash, mail } = prepareResetMail({
      publicUrl: deps.publicUrl,
      brand: deps.brand,
      ttlSeconds: deps.resetTtlSeconds,
      userId: user?.id ?? 0,
      language: user?.language,
    });
    if (!user) return;
    deps.afterAnswer(
      answered,
      async () => {
        await db.transaction(async (tx) => {
          await tx.insert(passwordResets).values({
            userId: user.id,
            tokenHash,
            expiresAt: new Date(Date.now() + deps.resetTtlSeconds * 1000),
          });
          await enqueueMail(tx, { to: user.email, kind: 'password-reset', ...mail });
        });
        deps.onMailQueued();
      },
      requestLog,
    );
  }

  /** Single use: the token is spent by the same statement that checks it. Answers the account's e-mail. */
  async function confirmPasswordReset(uid: string, token: string, newPassword: string): Promise<string> {
    const userId = Number(uid);
    const passwordHash = await hashPassword(newPassword);
    const done = await db.transaction(async (tx) => {
      if (!Number.isSafeInteger(userId)) return undefined;
      const [spent] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, sha256(token)),
            eq(passwordResets.userId, userId),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!spent) return undefined;
      const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
      if (user) await afterPasswordSet(tx, user);
      return user?.email;
    });
    if (done === undefined) throw invalidField('token', messages.resetLinkInvalid);
    deps.onMailQueued();
    return done;
  }

  return {
    startSession,
    register,
    login,
    refresh,
    logout,
    setPassword,
    changePasswordChecked,
    requestPasswordReset,
    confirmPasswordReset,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
