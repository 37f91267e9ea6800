/** Public lists of the bundles on offer. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionBundlesResponse, tokenBundlesResponse } from '@navihub/contract/bundles';
import type { Db } from '../../db/client.js';
import { listSubscriptionBundles, listTokenBundles } from './service.js';

export const bundleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['bundles'];
  app.get('/api/v1/bundles/', { schema: { tags, response: { 200: tokenBundlesResponse } } }, async () => ({
    results: await listTokenBundles(db),
  }));
  app.get(
    '/api/v1/subscribe_bundles/',
    { schema: { tags, response: { 200: subscriptionBundlesResponse } } },
    async () => ({
      results: await listSubscriptionBundles(db),
    }),
  );
};
