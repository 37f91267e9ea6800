/**
 * The ids of the requests this process started last, newest first. A failure no handler awaited
 * (an unhandled rejection, an exception in a timer) is logged with them (graceful-close.ts): when
 * it came from one of the last `size` requests, its id is among them. Each request costs one array
 * write. Following every piece of work to its request (AsyncLocalStorage) cost the cached
 * catalogue reads 7–9 % on Node 20, where its hooks run for every promise and callback
 * (decision 036).
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ids of the requests started last, newest first. */
    recentRequestIds: () => string[];
  }
}

export const RECENT_REQUESTS = 16;

export function keepRecentRequestIds(app: FastifyInstance, size = RECENT_REQUESTS): void {
  const ids: string[] = [];
  let next = 0;
  app.addHook('onRequest', (request, _reply, done) => {
    ids[next] = request.id;
    next = (next + 1) % size;
    done();
  });
  app.decorate('recentRequestIds', () => {
    const newestFirst: string[] = [];
    for (let i = 1; i <= ids.length; i++) newestFirst.push(ids[(next - i + size) % size]!);
    return newestFirst;
  });
}
