/**
 * A body must arrive within REQUEST_TIMEOUT_MS. Node's own requestTimeout (set too) did not cut a
 * body trickled a byte every 100 ms (Node 20.20, checked by hand), and such a client is never idle
 * long enough for the connection timeout: it would hold the connection for as long as it liked.
 */
import type { FastifyInstance } from 'fastify';

export function registerRequestDeadline(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const hasBody =
      raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete) return done();
    const timer = setTimeout(() => {
      if (raw.complete) return;
      request.log.info({ timeoutMs }, 'request body not received in time; connection closed');
      raw.destroy(); // ends the socket too; an injected request has no real socket
    }, timeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    done();
  });
}
