/**
 * How long the shop takes to answer, by route pattern (`/api/v1/payment/check/:id/:session/`,
 * never the address asked, so a scanner cannot grow the series without end), method and status.
 */
import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched (404s, the web app's pages). */
export const UNMATCHED_ROUTE = 'unmatched';

export function recordRequestDurations(app: FastifyInstance, registry: Registry): void {
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      {
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        method: request.method,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
