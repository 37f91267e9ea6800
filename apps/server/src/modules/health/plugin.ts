/** The probes an operator's balancer and orchestrator ask: /healthz, /livez, /readyz. */
import fp from 'fastify-plugin';
import { databaseAnswers, migrationsApplied } from '../../db/client.js';
import type { RedisLink } from '../../lib/redis-link.js';
import { healthRoutes, type Check } from './routes.js';

export const healthPlugin = fp<{ redis?: RedisLink }>(
  async (app, opts) => {
    const { db } = app;
    const { redis } = opts;
    await app.register(healthRoutes, {
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
