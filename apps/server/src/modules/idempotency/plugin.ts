/**
 * Exactly once for the POSTs that create an order or a payment (issue 34, docs/decisions/053): a
 * route whose config says `idempotent` (its contract descriptor's flag) reads `Idempotency-Key`.
 * The first request with a key runs and its answer is kept; a retry with the same key and body
 * answers that answer again (with `Idempotent-Replayed: true`) and creates nothing; the same key
 * with another body is 422, and while the first still runs, 409.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, invalidField } from '../../lib/domain-errors.js';
import { errorBody } from '../../lib/error-body.js';
import { HttpError } from '../../lib/http-errors.js';
import { claimKey, keepAnswer, releaseKey } from './store.js';

const HEADER = 'idempotency-key';

/** A 5xx means the work did not finish: the key is given back, so that a retry runs again. */
const isKept = (status: number) => status < 500;

function requestHash(request: FastifyRequest): string {
  // The body as the route's schema parsed it: its keys in the schema's order, whatever the client's.
  const what = JSON.stringify([request.method, request.routeOptions.url, request.body ?? null]);
  return createHash('sha256').update(what).digest('hex');
}

export const idempotencyPlugin = fp(
  async (app) => {
    const { db } = app;
    const running = new WeakMap<FastifyRequest, number>();
    // No request runs longer than a body may take to arrive; past twice that its process is gone.
    const staleAfterMs = 2 * app.config.REQUEST_TIMEOUT_MS;

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.routeOptions.config.idempotent) return;
      const key = request.headers[HEADER];
      if (key === undefined) return;
      if (typeof key !== 'string') throw invalidField(HEADER, 'Send one Idempotency-Key.');
      if (request.userId === undefined) {
        throw new DomainError(
          'invalid',
          'An Idempotency-Key is kept per account: sign in or send an API key, or leave the header out.',
          { field: HEADER, code: 'idempotency_key_needs_account' },
        );
      }
      const claim = await claimKey(db, {
        userId: request.userId,
        // A test key's Idempotency-Keys are apart from the live ones (decision 066): the same text
        // sent live never replays a test answer, nor the other way. A header holds no line break.
        key: request.keySession?.livemode === false ? `test\n${key}` : key,
        requestHash: requestHash(request),
        staleAfterMs,
      });
      switch (claim.kind) {
        case 'run':
          running.set(request, claim.id);
          return;
        case 'replay':
          return reply
            .status(claim.status)
            .header('content-type', 'application/json; charset=utf-8')
            .header('idempotent-replayed', 'true')
            .send(claim.body);
        case 'in-flight':
          throw new DomainError(
            'conflict',
            'A request with this Idempotency-Key is still running: retry in a moment to read its answer.',
            { code: 'idempotency_key_in_flight' },
          );
        case 'reused':
          throw new HttpError(
            422,
            errorBody(
              'idempotency_key_reused',
              'This Idempotency-Key was used with another request: use a new key for a new request.',
            ),
          );
      }
    });

    // The answer is kept before it is sent: a retry right after it reads the answer, never 409.
    app.addHook('onSend', async (request, reply, payload) => {
      const id = running.get(request);
      if (id === undefined) return payload;
      running.delete(request);
      if (isKept(reply.statusCode) && typeof payload === 'string') {
        await keepAnswer(db, id, reply.statusCode, payload);
      } else {
        await releaseKey(db, id);
      }
      return payload;
    });
  },
  { name: 'idempotency', decorators: { fastify: ['db', 'config'] } },
);
