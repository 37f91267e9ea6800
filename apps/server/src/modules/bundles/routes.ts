/** Public lists of the bundles on offer. */
import type { FastifyPluginAsync } from 'fastify';
import { bundlesApi } from '@navihub/contract/api/bundles';
import { DEFAULT_LOCALE, isLocale } from '@navihub/contract/locales';
import { route } from '../../lib/endpoint-route.js';
import type { BundleOffers } from './service.js';

/** The language a list is asked in (`?lang=`); one the shop does not speak: the default names. */
const listLocale = (lang: string | undefined) => (isLocale(lang) ? lang : DEFAULT_LOCALE);

export const bundleRoutes: FastifyPluginAsync<{ offers: BundleOffers }> = async (app, { offers }) => {
  route(app, bundlesApi.listTokenBundles, {
    handler: async (request) => ({ results: await offers.tokenBundles(listLocale(request.query.lang)) }),
  });
  route(app, bundlesApi.listSubscriptionBundles, {
    handler: async (request) => ({
      results: await offers.subscriptionBundles(listLocale(request.query.lang)),
    }),
  });
};
