/** HTTP of card payments and bundle purchases (spec §7, payments and bundles). */
import type { FastifyPluginAsync } from 'fastify';
import { paymentsApi } from '@navihub/contract/api/payments';
import type { BundleKind } from '@navihub/contract/rules';
import { route } from '../../lib/endpoint-route.js';
import { currentUser } from '../auth/authenticate.js';
import type { PaymentsService } from './service.js';

type BundleStartEndpoint =
  | typeof paymentsApi.buyTokenBundle
  | typeof paymentsApi.buyTokenBundleLegacy
  | typeof paymentsApi.buySubscriptionBundle;
type BundleConfirmEndpoint =
  typeof paymentsApi.confirmTokenBundle | typeof paymentsApi.confirmSubscriptionBundle;

export const paymentRoutes: FastifyPluginAsync<{
  payments: PaymentsService;
  checkoutPerMinute: number;
}> = async (app, { payments, checkoutPerMinute }) => {
  // One count per client address over every way to open a checkout: each opens a provider session
  // and may send a receipt to an address the caller chose.
  const checkoutLimit = app.rateLimit({
    max: checkoutPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `checkout:${request.ip}`,
  });

  route(app, paymentsApi.startCardPayment, {
    onRequest: checkoutLimit,
    handler: async (request) => {
      const body = request.body;
      const url = await payments.startPinPayment(request.user, {
        comand: body.comand,
        mapRegion: body.map_region,
        version: body.version,
        vin: body.vin,
        amount: body.amount,
        email: body.email,
        userIp: body.user_ip,
        requestIp: request.ip,
        method: body.method,
      });
      return { payment_url: url };
    },
  });

  route(app, paymentsApi.confirmCardPayment, {
    handler: (request) => payments.checkPinPayment(request.params.id, request.params.payment, request.user),
  });

  const bundleStarts: Array<[BundleStartEndpoint, BundleKind]> = [
    [paymentsApi.buyTokenBundle, 'token_bundle'],
    [paymentsApi.buyTokenBundleLegacy, 'token_bundle'],
    [paymentsApi.buySubscriptionBundle, 'subscription_bundle'],
  ];
  for (const [endpoint, kind] of bundleStarts) {
    route(app, endpoint, {
      onRequest: checkoutLimit,
      handler: async (request) => ({
        payment_url: await payments.startBundlePayment(currentUser(request), kind, {
          bundleId: request.body.fk_bundle,
          userIp: request.body.user_ip,
          requestIp: request.ip,
          method: request.body.method,
        }),
      }),
    });
  }

  route(app, paymentsApi.paypalReturn, {
    handler: async (request, reply) => {
      const { url, error } = await payments.paypalReturn(request.query.paymentId, request.query.token);
      if (error)
        request.log.warn({ err: error }, 'PayPal capture on return failed; the success page retries');
      return reply.redirect(url, 303);
    },
  });

  route(app, paymentsApi.paypalCancel, {
    handler: async (request, reply) =>
      reply.redirect(await payments.paypalCancel(request.query.paymentId, request.query.token), 303),
  });

  route(app, paymentsApi.listBundlePurchases, {
    handler: async (request) => ({ results: await payments.userBundlePurchases(currentUser(request).id) }),
  });

  const bundleConfirms: Array<[BundleConfirmEndpoint, BundleKind]> = [
    [paymentsApi.confirmTokenBundle, 'token_bundle'],
    [paymentsApi.confirmSubscriptionBundle, 'subscription_bundle'],
  ];
  for (const [endpoint, kind] of bundleConfirms) {
    route(app, endpoint, {
      handler: (request) =>
        payments.checkBundlePayment(kind, request.params.id, request.params.payment, currentUser(request)),
    });
  }
};
