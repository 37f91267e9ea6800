/**
 * What a request sent with an API key may do (docs/decisions/053), decided before anything else
 * runs: the key must be live (read from the database on every request, so a revoked key stops in
 * every process at once), within its rate limit (counted per key in the shop's rate-limit store,
 * with the `RateLimit-*` headers on every answer), allowed on the endpoint (its descriptor's
 * `apiKey`), and of the right scope. Then the authenticate hooks take the key's session for the
 * user, as they take an access token's.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/domain-errors.js';
import { createApiKeyService, type LiveApiKey } from './service.js';
import { looksLikeApiKey } from './key-text.js';

const refusals = {
  notValid: () =>
    new DomainError('token-not-valid', 'The API key is malformed, revoked or not ours.', {
      code: 'api_key_not_valid',
    }),
  notAllowed: () =>
    new DomainError(
      'forbidden',
      'API keys cannot do this (the account, its password and its keys): sign in with the password.',
      { code: 'api_key_not_allowed' },
    ),
  readOnly: () =>
    new DomainError('forbidden', 'This API key is read-only: it may only GET.', {
      code: 'api_key_read_only',
    }),
  testMode: () =>
    new DomainError(
      'forbidden',
      'Test-mode keys work on the sandbox only (orders, card payments, bundle purchases, bulk orders, webhooks): this needs a live key.',
      { code: 'test_mode_unavailable' },
    ),
};

function bearerText(request: FastifyRequest): string | undefined {
  const [scheme, text] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && text ? text : undefined;
}

const READS = new Set(['GET', 'HEAD']);

export const apiKeyAccessPlugin = fp(
  async (app) => {
    const keys = createApiKeyService(app.db);
    const keyOf = new WeakMap<FastifyRequest, LiveApiKey>();
    // The shop's rate limiting (its Redis store when there is one), counted per key; the headers
    // are the IETF draft's (RateLimit-Limit, -Remaining, -Reset), set here on every answer.
    const perKey = app.createRateLimit({
      max: app.config.API_KEY_REQUESTS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request) => `api-key:${keyOf.get(request)?.id ?? 'none'}`,
    });
    async function countRequest(request: FastifyRequest, reply: FastifyReply) {
      const counted = await perKey(request);
      if (counted.isAllowed) return;
      reply.header('ratelimit-limit', counted.max);
      reply.header('ratelimit-remaining', counted.remaining);
      reply.header('ratelimit-reset', counted.ttlInSeconds);
      if (counted.isExceeded) {
        throw new DomainError('rate-limited', 'Too many requests with this API key.', {
          retryAfterSeconds: counted.ttlInSeconds,
        });
      }
    }

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const text = bearerText(request);
      if (!text || !looksLikeApiKey(text)) return;
      const { auth, apiKey, sandbox } = request.routeOptions.config;
      // Not an endpoint of the contract (a page, an unknown address), or one that reads no user.
      if (!auth || (auth === 'none' && !apiKey)) return;
      if (!apiKey) throw refusals.notAllowed();
      const key = await keys.findLive(text);
      if (!key) throw refusals.notValid();
      keyOf.set(request, key);
      await countRequest(request, reply);
      if (key.readOnly && !READS.has(request.method)) throw refusals.readOnly();
      // A test key reaches only what has a sandbox (decisions 066, 073): anything else that reads
      // the account's data (its business details, the tax quote made from them) would be live.
      if (key.mode === 'test' && auth !== 'none' && !sandbox) throw refusals.testMode();
      request.keySession = { userId: key.userId, sessionId: key.sessionId, livemode: key.mode === 'live' };
      await keys.touch(key.id);
    });
  },
  {
    name: 'api-key-access',
    dependencies: ['@fastify/rate-limit'],
    decorators: { fastify: ['db', 'config', 'createRateLimit'] },
  },
);
