import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '@navihub/contract/messages';
import {
  DOMAIN_ERROR_KINDS,
  DomainError,
  forbidden,
  invalidField,
  notAuthenticated,
  notFound,
  reauthenticationRequired,
  tokenNotValid,
  unknownVariant,
  userNotFound,
} from '../lib/domain-errors.js';
import { DOMAIN_ERROR_STATUS, registerErrorHandler } from './error-handler.js';

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: res.statusCode, body: res.body, retryAfter: res.headers['retry-after'] };
}

describe('domain errors as answers', () => {
  it('give every kind a status', () => {
    for (const kind of DOMAIN_ERROR_KINDS) expect(DOMAIN_ERROR_STATUS[kind]).toBeGreaterThanOrEqual(400);
  });

  // Decision 022: every body keeps the fields it had (the field map first) and adds `detail` (with
  // field messages, the first of them) and the stable `code`, in that order.
  it('answer with the bodies the HTTP errors had, plus detail and code, byte for byte', async () => {
    const cases: Array<[Error, number, string]> = [
      [
        invalidField('email', messages.emailTaken),
        400,
        JSON.stringify({ email: [messages.emailTaken], detail: messages.emailTaken, code: 'invalid' }),
      ],
      [
        unknownVariant(),
        400,
        JSON.stringify({
          map_region: [messages.unknownVariant],
          detail: messages.unknownVariant,
          code: 'unknown_variant',
        }),
      ],
      [
        notAuthenticated(),
        401,
        JSON.stringify({ detail: messages.notAuthenticated, code: 'not_authenticated' }),
      ],
      [
        tokenNotValid(),
        401,
        JSON.stringify({ detail: messages.tokenNotValid, code: messages.tokenNotValidCode }),
      ],
      [userNotFound(), 401, JSON.stringify({ detail: 'User not found', code: messages.tokenNotValidCode })],
      [
        reauthenticationRequired(),
        403,
        JSON.stringify({
          detail: messages.reauthenticationRequired,
          code: messages.reauthenticationRequiredCode,
        }),
      ],
      [forbidden(), 403, JSON.stringify({ detail: messages.forbidden, code: 'permission_denied' })],
      [notFound(), 404, JSON.stringify({ detail: messages.notFound, code: 'not_found' })],
      [
        new DomainError('no-entitlement', messages.noEntitlement),
        402,
        JSON.stringify({ detail: messages.noEntitlement, code: 'no_entitlement' }),
      ],
      [
        new DomainError('daily-limit', messages.subscriptionDailyLimit),
        429,
        JSON.stringify({ detail: messages.subscriptionDailyLimit, code: 'daily_limit' }),
      ],
      [
        new DomainError('provider-failed', messages.paymentStartFailed),
        502,
        JSON.stringify({ detail: messages.paymentStartFailed, code: 'provider_failed' }),
      ],
      [
        new DomainError('conflict', messages.somethingWrong),
        409,
        JSON.stringify({ detail: messages.somethingWrong, code: 'conflict' }),
      ],
    ];
    for (const [error, status, body] of cases) {
      expect(await answerTo(error), error.message).toMatchObject({ status, body });
    }
  });

  it('say when to try again after a refusal for too many attempts', async () => {
    const answer = await answerTo(new DomainError('rate-limited', 'Wait.', { retryAfterSeconds: 90 }));
    expect(answer).toEqual({
      status: 429,
      body: JSON.stringify({ detail: 'Wait.', code: 'rate_limited' }),
      retryAfter: '90',
    });
  });
});
