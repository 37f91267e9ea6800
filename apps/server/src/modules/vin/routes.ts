/** GET /api/v1/vin/:vin/ — the VIN decoder of the shared contract, over HTTP. */
import type { FastifyPluginAsync } from 'fastify';
import { vinApi } from '@navihub/contract/api/vin';
import { decodeVin, summariseVin } from '@navihub/contract/vin/decode';
import { route } from '../../lib/endpoint-route.js';

export const vinRoutes: FastifyPluginAsync = async (app) => {
  route(app, vinApi.decodeVin, {
    handler: (request, reply) => {
      const result = decodeVin(request.params.vin);
      if (!result.ok)
        return reply.status(400).send({ ...result, detail: result.reason, code: 'invalid_vin' });
      reply.header('cache-control', 'public, max-age=3600');
      return { ...result, summary: summariseVin(result) };
    },
  });
};
