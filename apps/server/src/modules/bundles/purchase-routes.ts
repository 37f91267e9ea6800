/**
 * HTTP of buying bundles (spec §7): start a bundle's payment, its success-page check, the purchases.
 * A test API key's purchase is a test purchase, paid on the sandbox checkout (decision 073).
 */
import type { FastifyPluginAsync } from 'fastify';
import { paymentsApi } from '@navihub/contract/api/payments';
import type { BundleKind } from '@navihub/contract/rules';
import { route } from '../../lib/endpoint-route.js';
import { checkInMode } from '../../lib/payment-check-mode.js';
import { currentUser, isLivemode } from '../auth/index.js';
import type { PaymentsModule } from '../payments/index.js';
import { ipCountryOf } from '../taxes/index.js';
import type { createBundlePurchases, createTestBundlePurchases } from './bundle-purchases.js';
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
  testPurchases: ReturnType<typeof createTestBundlePurchases>;
  payments: PaymentsModule;
}> = async (app, { buy, purchases, testPurchases, payments }) => {
  const bundleStarts: Array<[BundleStartEndpoint, BundleKind]> = [
    [paymentsApi.buyTokenBundle, 'token_bundle'],
    [paymentsApi.buyTokenBundleLegacy, 'token_bundle'],
    [paymentsApi.buySubscriptionBundle, 'subscription_bundle'],
  ];
  for (const [endpoint, kind] of bundleStarts) {
    route(app, endpoint, {
      onRequest: payments.checkoutLimit,
      handler: async (request) => {
        const livemode = isLivemode(request);
        const started = livemode
          ? await buy.buyBundle(currentUser(request), kind, {
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
            })
          : await buy.buyTestBundle(currentUser(request), kind, {
              bundleId: request.body.fk_bundle,
              method: request.body.method,
            });
        return { payment_url: started.url, payment_id: started.paymentId, livemode };
      },
    });
  }

  route(app, paymentsApi.listBundlePurchases, {
    handler: async (request) => {
      const list = isLivemode(request) ? purchases : testPurchases;
      return { results: await list(currentUser(request).id) };
    },
  });

  const bundleConfirms: Array<[BundleConfirmEndpoint, BundleKind]> = [
    [paymentsApi.confirmTokenBundle, 'token_bundle'],
    [paymentsApi.confirmSubscriptionBundle, 'subscription_bundle'],
  ];
  for (const [endpoint, kind] of bundleConfirms) {
    route(app, endpoint, {
      handler: (request) => {
        const { id, payment } = request.params;
        return checkInMode(
          request,
          () => buy.checkBundlePayment(kind, id, payment, currentUser(request)),
          () => buy.checkTestBundlePayment(kind, id, payment, currentUser(request)),
        );
      },
    });
  }
};
