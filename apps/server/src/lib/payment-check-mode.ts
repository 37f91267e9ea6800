/**
 * Which payment a success-page check finds (docs/decisions/073). A key finds its own mode's
 * only: a live key never sees a test payment, nor a test key a live one (404 either way). A
 * browser holds the success page's link, whose checkout session id is the proof: a sandbox
 * checkout returns to the same page as a live one, so a browser's check finds the live payment,
 * else the test payment of that link.
 */
import type { FastifyRequest } from 'fastify';
import { DomainError } from './domain-errors.js';

export async function checkInMode<T>(
  request: FastifyRequest,
  live: () => Promise<T>,
  test: () => Promise<T>,
): Promise<T> {
  const livemode = request.keySession?.livemode;
  if (livemode === false) return test();
  if (livemode === true) return live();
  try {
    return await live();
  } catch (err) {
    if (err instanceof DomainError && err.kind === 'not-found') return test();
    throw err;
  }
}
