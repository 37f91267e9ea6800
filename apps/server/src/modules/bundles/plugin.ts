/** The token bundles and subscription bundles on offer. */
import fp from 'fastify-plugin';
import { bundleRoutes } from './routes.js';
import { createBundleOffers } from './service.js';

export const bundlesPlugin = fp(
  async (app) => {
    await app.register(bundleRoutes, { offers: createBundleOffers({ db: app.db }) });
  },
  { name: 'bundles', decorators: { fastify: ['db'] } },
);
