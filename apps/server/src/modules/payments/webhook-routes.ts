/**
 * The card provider's webhook, and PayPal's. Its signature is checked on the raw body, so this plugin reads JSON
 * as bytes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { paymentsApi } from '@navihub/contract/api/payments';
import { route } from '../../lib/endpoint-route.js';
import type { PaymentsService } from './service.js';

export const webhookRoutes: FastifyPluginAsync<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  route(app, paymentsApi.stripeWebhook, {
    handler: (request) =>
      payments.receiveWebhook(request.body, request.headers['stripe-signature'] as string | undefined),
  });

  route(app, paymentsApi.paypalWebhook, {
    handler: (request) => payments.receivePaypalWebhook(request.body, request.headers),
  });
};
