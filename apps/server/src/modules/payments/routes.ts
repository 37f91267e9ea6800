/** HTTP of PayPal's return and cancel (spec §7); a PIN's and a bundle's payment routes are their sellers'. */
import type { FastifyPluginAsync } from 'fastify';
import { paymentsApi } from '@navihub/contract/api/payments';
import { route } from '../../lib/endpoint-route.js';
import type { PaymentsService } from './service.js';

export const paymentRoutes: FastifyPluginAsync<{ payments: PaymentsService }> = async (app, { payments }) => {
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
};
