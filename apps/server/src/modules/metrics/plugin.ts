/**
 * Metrics for the operator's Prometheus (docs/decisions/025): a registry of this app's own (tests
 * build many apps in one process), the process's default metrics, request durations, the
 * PostgreSQL pool and the shop's gauges. main.ts serves it on a listener of its own (listener.ts),
 * never on the shop's port.
 */
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { PoolCounts } from '../../db/client.js';
import { registerPoolGauges } from './pool-gauges.js';
import { recordRequestDurations } from './request-durations.js';
import { registerShopGauges } from './shop-gauges.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics; main.ts serves them on METRICS_HOST:METRICS_PORT. */
    metrics: Registry;
  }
}

export const metricsPlugin = fp<{ pool?: PoolCounts }>(
  async (app, opts) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    recordRequestDurations(app, registry);
    if (opts.pool) registerPoolGauges(registry, opts.pool);
    registerShopGauges(registry, app.db, app.log);
    app.decorate('metrics', registry);
  },
  { name: 'metrics', decorators: { fastify: ['db'] } },
);
