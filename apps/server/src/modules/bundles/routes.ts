/** Public lists of the bundles on offer. */
import type { FastifyPluginAsync } from 'fastify';
import { bundlesApi } from '@navihub/contract/api/payments';
import type { Db } from '../../db/client.js';
import { route } from '../../lib/endpoint-route.js';
import { listSubscriptionBundles, listTokenBundles } from './service.js';

export const bundleRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, bundlesApi.listTokenBundles, {
    handler: async () => ({ results: await listTokenBundles(db) }),
  });
  route(app, bundlesApi.listSubscriptionBundles, {
    handler: async () => ({ results: await listSubscriptionBundles(db) }),
  });
};
