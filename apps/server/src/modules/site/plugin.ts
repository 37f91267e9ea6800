/** The shop's public settings (brand, support address, sign-in options, services). */
import fp from 'fastify-plugin';
import type { SiteConfig } from '@navihub/contract/site';
import type { Config } from '../../config.js';
import { paypalOffered } from '../../providers/payment/from-config.js';
import { legalInfoByLanguage } from './legal.js';
import { remoteServicesIn } from './remote-services.js';
import { siteRoutes } from './routes.js';

/**
 * The site config of GET /api/v1/site/ (`?lang=de`: a language's), which every page also carries
 * in its language (docs/decisions/038): the remote services are the language's (decision 067).
 */
export function siteConfigOf(config: Config, locale = 'en'): SiteConfig {
  return {
    brand: config.BRAND_NAME,
    support_email: config.SUPPORT_EMAIL,
    google_client_id: config.GOOGLE_CLIENT_ID ?? null,
    remote_services: remoteServicesIn(config, locale),
    payment_methods: paypalOffered(config) ? ['card', 'paypal'] : ['card'],
    subscription_daily_limit: config.SUBSCRIPTION_DAILY_LIMIT,
    taxes: config.TAX_MODE,
  };
}

export const sitePlugin = fp(
  async (app) => {
    await app.register(siteRoutes, {
      site: (locale: string) => siteConfigOf(app.config, locale),
      legal: legalInfoByLanguage(app.config),
    });
  },
  { name: 'site', decorators: { fastify: ['config'] } },
);
