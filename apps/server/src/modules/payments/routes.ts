/** HTTP of card payments and bundle purchases (spec §7, payments and bundles). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bundlePurchaseRequest, paymentUrlResponse, purchaseStatusResponse } from '@navihub/contract/bundles';
import {
  bundlePurchasesResponse,
  cardPaymentRequest,
  paymentCheckResponse,
} from '@navihub/contract/payments';
import { text } from '@navihub/contract/fields';
import { currentUser } from '../auth/authenticate.js';
import type { BundleKind, PaymentsService } from './service.js';

const tags = ['payments'];
const checkParams = z.object({ id: z.string().uuid(), payment: text(255).min(1) });

export const paymentRoutes: FastifyPluginAsyncZod<{
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

  app.post(
    '/api/v1/payment/stripe/',
    {
      onRequest: checkoutLimit,
      preHandler: app.authenticateOptional,
      schema: { tags, body: cardPaymentRequest, response: { 200: paymentUrlResponse } },
    },
    async (request) => {
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
      });
      return { payment_url: url };
    },
  );

  app.post(
    '/api/v1/payment/check/:id/:payment/',
    {
      preHandler: app.authenticateOptional,
      schema: { tags, params: checkParams, response: { 200: paymentCheckResponse } },
    },
    async (request) => payments.checkPinPayment(request.params.id, request.params.payment, request.user),
  );

  const bundleStarts: Array<[string, BundleKind]> = [
    ['/api/v1/payment/bundle/', 'token_bundle'],
    ['/api/v1/bundles/', 'token_bundle'],
    ['/api/v1/payment/subscribe_bundle/', 'subscription_bundle'],
  ];
  for (const [url, kind] of bundleStarts) {
    app.post(
      url,
      {
        onRequest: checkoutLimit,
        preHandler: app.authenticate,
        schema: { tags, body: bundlePurchaseRequest, response: { 200: paymentUrlResponse } },
      },
      async (request) => ({
        payment_url: await payments.startBundlePayment(currentUser(request), kind, {
          bundleId: request.body.fk_bundle,
          userIp: request.body.user_ip,
          requestIp: request.ip,
        }),
      }),
    );
  }

  app.get(
    '/api/v1/payment/bundle/',
    { preHandler: app.authenticate, schema: { tags, response: { 200: bundlePurchasesResponse } } },
    async (request) => ({ results: await payments.userBundlePurchases(currentUser(request).id) }),
  );

  const bundleConfirms: Array<[string, BundleKind]> = [
    ['/api/v1/payment/bundle/:id/:payment', 'token_bundle'],
    ['/api/v1/payment/subscribe_bundle/:id/:payment', 'subscription_bundle'],
  ];
  for (const [url, kind] of bundleConfirms) {
    app.post(
      url,
      {
        preHandler: app.authenticate,
        schema: { tags, params: checkParams, response: { 200: purchaseStatusResponse } },
      },
      async (request) =>
        payments.checkBundlePayment(kind, request.params.id, request.params.payment, currentUser(request)),
    );
  }
};
