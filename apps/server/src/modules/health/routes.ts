/** Probes: /healthz (process and database), /livez (process only), /readyz (ready for traffic). */
import type { FastifyPluginAsync } from 'fastify';
import { siteApi } from '@navihub/contract/api/tools';
import { route } from '../../lib/endpoint-route.js';

export type Check = 'ok' | 'unavailable' | 'migrations_pending';

export interface Probes {
  databaseAnswers: () => Promise<boolean>;
  /** The database's state for readiness: answers, and every shipped migration applied. */
  database: () => Promise<Check>;
  /** Redis for readiness, when one is configured. */
  redis?: () => Promise<Check>;
}

export const healthRoutes: FastifyPluginAsync<Probes> = async (app, probes) => {
  route(app, siteApi.health, {
    handler: async (_request, reply) =>
      (await probes.databaseAnswers())
        ? { status: 'ok' as const }
        : reply.status(503).send({ status: 'unavailable' }),
  });

  route(app, siteApi.live, { handler: () => ({ status: 'ok' as const }) });

  route(app, siteApi.ready, {
    handler: async (_request, reply) => {
      const [database, redis] = await Promise.all([probes.database(), probes.redis?.()]);
      const checks = { database, ...(redis ? { redis } : {}) };
      const ready = database === 'ok' && (redis === undefined || redis === 'ok');
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ok' : 'unavailable', checks });
    },
  });
};
