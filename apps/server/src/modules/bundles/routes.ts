/** Public lists of the bundles on offer. */
import type { FastifyPluginAsync } from 'fastify';
import { bundlesApi } from '@navihub/contract/api/bundles';
import { route } from '../../lib/endpoint-route.js';
import type { BundleOffers } from './service.js';

export const bundleRoutes: FastifyPluginAsync<{ offers: BundleOffers }> = async (app, { offers }) => {
  route(app, bundlesApi.listTokenBundles, {
    handler: async () => ({ results: await offers.tokenBundles() }),
  });
  route(app, bundlesApi.listSubscriptionBundles, {
    handler: async () => ({ results: await offers.subscriptionBundles() }),
  });
};
