/**
 * The id of the request whose work is running, wherever that work is (a callback, a promise
 * nobody awaited): an unhandled rejection or uncaught exception is logged with it (main.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { onRequestHookHandler } from 'fastify';

const requestIds = new AsyncLocalStorage<string>();

/** The hook that runs the rest of each request inside its id's context. */
export const keepRequestId: onRequestHookHandler = (request, _reply, done) => {
  requestIds.run(request.id, done);
};

/** The id of the request the current work belongs to, if it belongs to one. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}
