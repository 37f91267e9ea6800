/** Bearer authentication: `preHandler: app.authenticate` puts the signed-in user on the request. */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  notAuthenticated,
  reauthenticationRequired,
  tokenNotValid,
  userNotFound,
} from '../../lib/domain-errors.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema.js';
import type { User } from './service.js';
import type { TokenSigner } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    /** The signed-in customer's id, from the access token (set by every authenticate hook). */
    userId: number | undefined;
    /** The session the access token names (set by every authenticate hook). */
    sessionId: string | undefined;
    /** When that session's sign-in happened (set by authenticate and authenticateOptional). */
    signedInAt: Date | undefined;
    /**
     * The session a live API key opens, set before authentication by modules/api-keys where the
     * key may call the endpoint; the authenticate hooks take it as they take an access token's.
     */
    keySession: { userId: number; sessionId: string; livemode: boolean } | undefined;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Verifies the access token only, without loading the user or the session: for hot routes
     * whose own query checks that the session has not ended and the user exists (answering like
     * authenticate when they do not), as generate's take_entitlement_and_order does.
     */
    authenticateToken: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Like authenticate, but a request without credentials goes on as a guest. */
    authenticateOptional: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' || scheme?.toLowerCase() === 'token' ? (token ?? '') : '';
};

export const authenticatePlugin = fp<{ db: Db; tokens: TokenSigner }>(async (app, { db, tokens }) => {
  // Every signed-in request loads its user and its session by their keys in one query, built once:
  // a session that has ended (logout, password change or reset) has no row here.
  const userAndSession = db
    .select({ user: users, signedInAt: sessions.signedInAt })
    .from(users)
    .leftJoin(
      sessions,
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, users.id),
        isNull(sessions.endedAt),
        // A disabled account's sessions are ended; this refuses one started while it was done.
        isNull(users.disabledAt),
      ),
    )
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('navihub_user_and_session');
  app.decorateRequest('user', null);
  app.decorateRequest('userId', undefined);
  app.decorateRequest('sessionId', undefined);
  app.decorateRequest('signedInAt', undefined);
  app.decorateRequest('keySession', undefined);

  async function verifyToken(request: FastifyRequest, required: boolean) {
    if (request.keySession) {
      request.userId = request.keySession.userId;
      request.sessionId = request.keySession.sessionId;
      return request.keySession;
    }
    const token = bearer(request);
    if (token === undefined) {
      if (required) throw notAuthenticated();
      return undefined;
    }
    const claims = token ? await tokens.verify(token, 'access') : null;
    if (!claims?.sessionId) throw tokenNotValid();
    request.userId = claims.userId;
    request.sessionId = claims.sessionId;
    return claims;
  }

  async function resolve(request: FastifyRequest, required: boolean) {
    const claims = await verifyToken(request, required);
    if (!claims) return;
    const [row] = await userAndSession.execute({ id: claims.userId, sessionId: claims.sessionId });
    if (!row) throw userNotFound();
    if (!row.signedInAt) throw tokenNotValid();
    request.user = row.user;
    request.signedInAt = row.signedInAt;
  }

  app.decorate('authenticate', (request: FastifyRequest) => resolve(request, true));
  app.decorate('authenticateOptional', (request: FastifyRequest) => resolve(request, false));
  app.decorate('authenticateToken', async (request: FastifyRequest) => {
    await verifyToken(request, true);
  });
});

/** For handlers behind `app.authenticateToken` (or `app.authenticate`): the user's id. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === undefined) throw notAuthenticated();
  return request.userId;
}

/** How long a sign-in counts as recent for changing the password without the current one. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** For handlers behind `app.authenticate`: the session signed in within RECENT_SIGN_IN_MS. */
export function requireRecentSignIn(request: FastifyRequest, now: number = Date.now()): void {
  if (!request.signedInAt || now - request.signedInAt.getTime() > RECENT_SIGN_IN_MS) {
    throw reauthenticationRequired();
  }
}

/** For handlers behind `app.authenticateToken` (or `app.authenticate`): the token's session. */
/**
 * Live or test (docs/decisions/066): false only for a request sent with an `nh_test_` API key; a
 * browser session and a live key are live.
 */
export function isLivemode(request: FastifyRequest): boolean {
  return request.keySession?.livemode ?? true;
}

export function currentSessionId(request: FastifyRequest): string {
  if (request.sessionId === undefined) throw notAuthenticated();
  return request.sessionId;
}

/** For handlers behind `app.authenticate`: the user is there. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
