/** Probes: /healthz (process and database), /livez (process only), /readyz (ready for traffic). */
import type { FastifyPluginAsync } from 'fastify';
import { healthApi } from '@navihub/contract/api/health';
import { route } from '../../lib/endpoint-route.js';
import { answerUnderPressure } from '../../plugins/load-shedding.js';

export type Check = 'ok' | 'unavailable' | 'migrations_pending' | 'shutting_down';

export interface Probes {
  databaseAnswers: () => Promise<boolean>;
  /** The database's state for readiness: answers, and every shipped migration applied. */
  database: () => Promise<Check>;
  /** Redis for readiness, when one is configured. */
  redis?: () => Promise<Check>;
  /** Whether the process was told to stop (it still answers while it drains). */
  shuttingDown: () => boolean;
}

export const healthRoutes: FastifyPluginAsync<Probes> = async (app, probes) => {
  // The probes answer however loaded the process is (plugins/load-shedding.ts).
  const config = { pressureHandler: answerUnderPressure };

  route(app, healthApi.health, {
    config,
    handler: async (_request, reply) =>
      (await probes.databaseAnswers())
        ? { status: 'ok' as const }
        : reply.status(503).send({ status: 'unavailable' }),
  });

  route(app, healthApi.live, { config, handler: () => ({ status: 'ok' as const }) });

  route(app, healthApi.ready, {
    config,
    handler: async (_request, reply) => {
      const [database, redis] = await Promise.all([probes.database(), probes.redis?.()]);
      const stopping = probes.shuttingDown();
      const checks = {
        database,
        ...(redis ? { redis } : {}),
        ...(stopping ? { process: 'shutting_down' as const } : {}),
      };
      const ready = !stopping && database === 'ok' && (redis === undefined || redis === 'ok');
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ok' : 'unavailable', checks });
    },
  });
};
