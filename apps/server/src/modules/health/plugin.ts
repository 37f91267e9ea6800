/** The probes an operator's balancer and orchestrator ask: /healthz, /livez, /readyz. */
import fp from 'fastify-plugin';
import { databaseAnswers, migrationsApplied } from '../../db/client.js';
import type { RedisLink } from '../../lib/redis-link.js';
import { healthRoutes, type Check } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * From now on /readyz answers 503 (`process: shutting_down`) while requests are still served,
     * so a balancer stops sending before the shop closes; main.ts calls it on SIGTERM.
     */
    beginShutdown: () => void;
  }
}

export const healthPlugin = fp<{ redis?: RedisLink }>(
  async (app, opts) => {
    const { db } = app;
    const { redis } = opts;
    let shuttingDown = false;
    app.decorate('beginShutdown', () => {
      shuttingDown = true;
    });
    await app.register(healthRoutes, {
      shuttingDown: () => shuttingDown,
      databaseAnswers: () => databaseAnswers(db),
      database: async (): Promise<Check> => {
        if (!(await databaseAnswers(db))) return 'unavailable';
        return (await migrationsApplied(db)) ? 'ok' : 'migrations_pending';
      },
      ...(redis
        ? {
            redis: async (): Promise<Check> => {
              try {
                await redis.client.ping();
                redis.answered();
                return 'ok';
              } catch (error) {
                redis.failed(error);
                return 'unavailable';
              }
            },
          }
        : {}),
    });
  },
  { name: 'health', decorators: { fastify: ['db'] } },
);
