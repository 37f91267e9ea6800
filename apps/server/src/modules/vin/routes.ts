/** GET /api/v1/vin/:vin/ — the VIN decoder of the shared contract, over HTTP. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeVin, summariseVin } from '@navihub/contract/vin/decode';
import { vinDecodeFailureSchema, vinDecodeSuccessSchema } from '@navihub/contract/vin/schema';

export const vinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/vin/:vin/',
    {
      schema: {
        tags: ['vin'],
        // Any text: the decoder itself says what is wrong with it (length, letters), as a 400 of this shape.
        params: z.object({ vin: z.string() }),
        response: {
          200: vinDecodeSuccessSchema.extend({ summary: z.string() }),
          400: vinDecodeFailureSchema.extend({ detail: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const result = decodeVin(request.params.vin);
      if (!result.ok) return reply.status(400).send({ ...result, detail: result.reason });
      reply.header('cache-control', 'public, max-age=3600');
      return { ...result, summary: summariseVin(result) };
    },
  );
};
