/** HTTP of buying bundles (spec §7): start a bundle's payment, its success-page check, the purchases. */
import type { FastifyPluginAsync } from 'fastify';
import { paymentsApi } from '@navihub/contract/api/payments';
import type { BundleKind } from '@navihub/contract/rules';
import { route } from '../../lib/endpoint-route.js';
import { currentUser } from '../auth/index.js';
import type { PaymentsModule } from '../payments/index.js';
import { ipCountryOf } from '../taxes/index.js';
import type { createBundlePurchases } from './bundle-purchases.js';
import type { BuyBundle } from './buy-bundle.js';

type BundleStartEndpoint =
  | typeof paymentsApi.buyTokenBundle
  | typeof paymentsApi.buyTokenBundleLegacy
  | typeof paymentsApi.buySubscriptionBundle;
type BundleConfirmEndpoint =
  typeof paymentsApi.confirmTokenBundle | typeof paymentsApi.confirmSubscriptionBundle;

export const bundlePurchaseRoutes: FastifyPluginAsync<{
  buy: BuyBundle;
  purchases: ReturnType<typeof createBundlePurchases>;
  payments: PaymentsModule;
}> = async (app, { buy, purchases, payments }) => {
  const bundleStarts: Array<[BundleStartEndpoint, BundleKind]> = [
    [paymentsApi.buyTokenBundle, 'token_bundle'],
    [paymentsApi.buyTokenBundleLegacy, 'token_bundle'],
    [paymentsApi.buySubscriptionBundle, 'subscription_bundle'],
  ];
  for (const [endpoint, kind] of bundleStarts) {
    route(app, endpoint, {
      onRequest: payments.checkoutLimit,
      handler: async (request) => ({
        payment_url: await buy.buyBundle(currentUser(request), kind, {
          bundleId: request.body.fk_bundle,
          userIp: request.body.user_ip,
          requestIp: request.ip,
          method: request.body.method,
          business: {
            company_name: request.body.company_name,
            address: request.body.address,
            country: request.body.country,
            vat_number: request.body.vat_number,
          },
          ipCountry: ipCountryOf(app.config, request.headers),
        }),
      }),
    });
  }

  route(app, paymentsApi.listBundlePurchases, {
    handler: async (request) => ({ results: await purchases(currentUser(request).id) }),
  });

  const bundleConfirms: Array<[BundleConfirmEndpoint, BundleKind]> = [
    [paymentsApi.confirmTokenBundle, 'token_bundle'],
    [paymentsApi.confirmSubscriptionBundle, 'subscription_bundle'],
  ];
  for (const [endpoint, kind] of bundleConfirms) {
    route(app, endpoint, {
      handler: (request) =>
        buy.checkBundlePayment(kind, request.params.id, request.params.payment, currentUser(request)),
    });
  }
};
