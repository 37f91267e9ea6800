import type { FastifyPluginAsync } from 'fastify';
import { siteApi } from '@navihub/contract/api/tools';
import { route } from '../../lib/endpoint-route.js';

export const healthRoutes: FastifyPluginAsync<{ databaseAnswers: () => Promise<boolean> }> = async (
  app,
  { databaseAnswers },
) => {
  route(app, siteApi.health, {
    handler: async (_request, reply) =>
      (await databaseAnswers())
        ? { status: 'ok' as const }
        : reply.status(503).send({ status: 'unavailable' }),
  });
};
