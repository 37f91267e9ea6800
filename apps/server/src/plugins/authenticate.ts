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
    sessionId: string | undefined;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
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
  app.decorateRequest('sessionId', undefined);

  async function resolve(request: FastifyRequest, required: boolean) {
    const token = bearer(request);
    if (token === undefined) {
      if (required) throw notAuthenticated();
      return;
    }
    const claims = token ? await tokens.verify(token, 'access') : null;
    if (!claims) throw tokenNotValid();
    const user = await userById.execute({ id: claims.userId });
    if (!user) throw tokenNotValid('User not found');
    request.user = user;
    request.sessionId = claims.sessionId;
  }

  app.decorate('authenticate', (request: FastifyRequest) => resolve(request, true));
  app.decorate('authenticateOptional', (request: FastifyRequest) => resolve(request, false));
});

/** For handlers behind `app.authenticate`: the user is there. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
