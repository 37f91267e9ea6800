/** Bearer authentication: `preHandler: app.authenticate` puts the signed-in user on the request. */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { notAuthenticated, tokenNotValid } from '../lib/http-errors.js';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { User } from '../modules/auth/service.js';
import type { TokenSigner } from '../modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    /** The signed-in customer's id, from the access token (set by every authenticate hook). */
    userId: number | undefined;
    sessionId: string | undefined;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Verifies the access token only, without loading the user: for hot routes whose own query
     * checks that the user exists (it answers like authenticate when they do not).
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
  // Every signed-in request loads its user: the query is built once, not per request.
  const userById = db.query.users
    .findFirst({ where: eq(users.id, sql.placeholder('id')) })
    .prepare('navihub_user_by_id');
  app.decorateRequest('user', null);
  app.decorateRequest('userId', undefined);
  app.decorateRequest('sessionId', undefined);

  async function verifyToken(request: FastifyRequest, required: boolean) {
    const token = bearer(request);
    if (token === undefined) {
      if (required) throw notAuthenticated();
      return undefined;
    }
    const claims = token ? await tokens.verify(token, 'access') : null;
    if (!claims) throw tokenNotValid();
    request.userId = claims.userId;
    request.sessionId = claims.sessionId;
    return claims;
  }

  async function resolve(request: FastifyRequest, required: boolean) {
    const claims = await verifyToken(request, required);
    if (!claims) return;
    const user = await userById.execute({ id: claims.userId });
    if (!user) throw userNotFound();
    request.user = user;
  }

  app.decorate('authenticate', (request: FastifyRequest) => resolve(request, true));
  app.decorate('authenticateOptional', (request: FastifyRequest) => resolve(request, false));
  app.decorate('authenticateToken', async (request: FastifyRequest) => {
    await verifyToken(request, true);
  });
});

/** The answer when a valid token names a user who no longer exists. */
export const userNotFound = () => tokenNotValid('User not found');

/** For handlers behind `app.authenticateToken` (or `app.authenticate`): the user's id. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === undefined) throw notAuthenticated();
  return request.userId;
}

/** For handlers behind `app.authenticate`: the user is there. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
