/**
 * Load shedding (docs/decisions/025): while the event loop lags more than MAX_EVENT_LOOP_DELAY_MS,
 * @fastify/under-pressure refuses requests at once with 503, `Retry-After` and the shop's error
 * body (code `overloaded`) instead of queueing them behind work the process cannot finish. The
 * probes answer all the same (their routes say so): an overloaded process is alive, and a balancer
 * that took every busy process out would leave none.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@navihub/contract/messages';
import { errorBody } from '../lib/error-body.js';
import { HttpError } from '../lib/http-errors.js';

/** What a shed request is told to wait: under-pressure measures the lag again every second. */
export const SHED_RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler; one that returns nothing lets the request through. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/** A route's `pressureHandler` that serves it whatever the load (the probes). */
export const answerUnderPressure = (): void => {};

export async function registerLoadShedding(app: FastifyInstance, maxEventLoopDelayMs: number): Promise<void> {
  if (maxEventLoopDelayMs === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    // Thrown, the refusal goes through the error handler like any other (headers, connection).
    pressureHandler: async (request) => {
      request.log.warn({ eventLoopDelayMs: app.memoryUsage().eventLoopDelay }, 'overloaded: request shed');
      throw new HttpError(503, errorBody('overloaded', messages.overloaded), {
        'retry-after': String(SHED_RETRY_AFTER_SECONDS),
      });
    },
  });
}
