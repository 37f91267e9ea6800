/** Public shop settings the web app reads once: brand, support address, sign-in options, services. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const siteConfigResponse = z.object({
  brand: z.string(),
  support_email: z.string(),
  google_client_id: z.string().nullable(),
  remote_services: z.array(z.string()),
});

export const siteRoutes: FastifyPluginAsyncZod<{ site: z.infer<typeof siteConfigResponse> }> = async (
  app,
  { site },
) => {
  app.get(
    '/api/v1/site/',
    { schema: { tags: ['site'], response: { 200: siteConfigResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return site;
    },
  );
};
