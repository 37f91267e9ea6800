/**
 * How the shop process ends (close-with-grace): on SIGTERM or SIGINT, and on an unhandled
 * rejection or uncaught exception (logged first, with the ids of the requests started last: the
 * one it came from is among them when it came from a recent one; decision 036). /readyz turns 503 at once, requests are still served for `drainMs`, then the app
 * closes with OPEN_REQUESTS_GRACE_MS for open requests, then `afterClose` (metrics listener,
 * database). Exit code 0 after a signal, 1 after an error or past the grace.
 */
import { setTimeout as delay } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { withoutValues } from './lib/without-values.js';

/** In-flight requests get this long to finish; a stalled client does not keep the process alive. */
export const OPEN_REQUESTS_GRACE_MS = 10_000;

export function closeGracefully(
  app: FastifyInstance,
  opts: { drainMs: number; afterClose: () => Promise<void> },
): void {
  closeWithGrace(
    {
      delay: opts.drainMs + OPEN_REQUESTS_GRACE_MS,
      logger: { error: (message: unknown) => app.log.error(message as object) },
      onTimeout: () => app.log.warn(`requests still open after ${OPEN_REQUESTS_GRACE_MS / 1000} s; exiting`),
    },
    async ({ signal, err }) => {
      if (err)
        app.log.error(
          { err: withoutValues(err), recentRequestIds: app.recentRequestIds() },
          'unhandled error; closing',
        );
      else app.log.info({ signal }, 'shutting down');
      // /readyz says 503 from now on; requests are still served while the balancer notices.
      app.beginShutdown();
      if (signal && opts.drainMs > 0) await delay(opts.drainMs);
      await app.close();
      await opts.afterClose();
    },
  );
}
