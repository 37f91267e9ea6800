/** Public shop settings the web app reads once: brand, support address, sign-in options, services. */
import type { FastifyPluginAsync } from 'fastify';
import { siteApi } from '@navihub/contract/api/site';
import type { LegalInfo } from '@navihub/contract/legal';
import type { SiteConfig } from '@navihub/contract/site';
import { route } from '../../lib/endpoint-route.js';

export const siteRoutes: FastifyPluginAsync<{
  site: (locale: string) => SiteConfig;
  legal: (lang: string | undefined) => LegalInfo;
}> = async (app, { site, legal }) => {
  route(app, siteApi.siteConfig, {
    handler: (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return site(request.query.lang ?? 'en');
    },
  });

  route(app, siteApi.siteLegal, {
    handler: (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return legal(request.query.lang);
    },
  });
};
