/**
 * Token bundles and subscription bundles: the ones on offer, and buying them (its payment through
 * the payments module, whose `token_bundle` and `subscription_bundle` sales are registered here).
 */
import fp from 'fastify-plugin';
import { createBundlePurchases, createTestBundlePurchases } from './bundle-purchases.js';
import { subscriptionBundleSale, tokenBundleSale } from './bundle-sale.js';
import { createBuyBundle } from './buy-bundle.js';
import { bundlePurchaseRoutes } from './purchase-routes.js';
import { bundleRoutes } from './routes.js';
import { createBundleOffers } from './service.js';

export const bundlesPlugin = fp(
  async (app) => {
    const { db, payments } = app;
    payments.registerSale('token_bundle', tokenBundleSale);
    payments.registerSale('subscription_bundle', subscriptionBundleSale);
    await app.register(bundleRoutes, { offers: createBundleOffers({ db }) });
    await app.register(bundlePurchaseRoutes, {
      buy: createBuyBundle({ db, payments }),
      purchases: createBundlePurchases({ db, payments }),
      testPurchases: createTestBundlePurchases({ payments }),
      payments,
    });
  },
  { name: 'bundles', dependencies: ['auth', 'payments'], decorators: { fastify: ['db', 'payments'] } },
);
