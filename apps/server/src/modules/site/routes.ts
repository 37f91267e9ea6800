/** Public shop settings the web app reads once: brand, support address, sign-in options, services. */
import type { FastifyPluginAsync } from 'fastify';
import { siteApi } from '@navihub/contract/api/site';
import type { SiteConfig } from '@navihub/contract/site';
import { route } from '../../lib/endpoint-route.js';

export const siteRoutes: FastifyPluginAsync<{ site: SiteConfig }> = async (app, { site }) => {
  route(app, siteApi.siteConfig, {
    handler: (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return site;
    },
  });
};
