/** HTTP of navigation codes: generate with points or a subscription, check an order, history. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkResponse, codeRequest, generateResponse, historyResponse } from '@navihub/contract/codes';
import { currentSessionId, currentUser, currentUserId } from '../auth/authenticate.js';
import type { CodesService } from './service.js';

const HISTORY_PAGE_SIZE = 20;
const tags = ['navigation codes'];

export const codesRoutes: FastifyPluginAsyncZod<{ codes: CodesService }> = async (app, { codes }) => {
  app.post(
    '/api/v1/points-subs/generate/',
    {
      // The hottest write: the token is enough here, the generate statement checks that its session
      // has not ended and the user exists.
      preHandler: app.authenticateToken,
      schema: { tags, body: codeRequest, response: { 200: generateResponse } },
    },
    async (request) => {
      const body = request.body;
      const orderId = await codes.generate(currentUserId(request), currentSessionId(request), {
        comand: body.comand,
        mapRegion: body.map_region,
        version: body.version,
        vin: body.vin,
        userIp: body.user_ip,
        requestIp: request.ip,
      });
      return { order_id: orderId };
    },
  );

  app.post(
    '/api/v1/points-subs/check/:orderId/',
    {
      preHandler: app.authenticate,
      schema: { tags, params: z.object({ orderId: z.string().uuid() }), response: { 200: checkResponse } },
    },
    async (request) => codes.check(currentUser(request).id, request.params.orderId),
  );

  app.get(
    '/api/v1/history/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
        response: { 200: historyResponse },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { count, results } = await codes.history(currentUser(request).id, page, HISTORY_PAGE_SIZE);
      const link = (p: number) => `/api/v1/history/?page=${p}`;
      return {
        count,
        next: page * HISTORY_PAGE_SIZE < count ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results,
      };
    },
  );
};
