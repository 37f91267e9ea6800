import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { siteApi } from '@navihub/contract/api/tools';
import type { Db } from '../../db/client.js';
import { route } from '../../lib/endpoint-route.js';

export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, siteApi.health, {
    handler: async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  });
};
