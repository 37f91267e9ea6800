import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { siteApi } from '@navihub/contract/api/tools';
import { route } from '../../lib/endpoint-route.js';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, siteApi.health, {
    handler: async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  });
};
