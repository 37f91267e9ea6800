/**
 * HTTP of a PIN paid by card or PayPal (spec §7): place the order and pay, the success page's check.
 * A test API key's payment is a test payment, paid on the sandbox checkout (decision 073).
 */
import type { FastifyPluginAsync } from 'fastify';
import { paymentsApi } from '@navihub/contract/api/payments';
import { route } from '../../lib/endpoint-route.js';
import { checkInMode } from '../../lib/payment-check-mode.js';
import { currentUser, isLivemode } from '../auth/index.js';
import type { PaymentsModule } from '../payments/index.js';
import { ipCountryOf } from '../taxes/index.js';
import type { PinPaymentInput, PlaceCardOrder } from './place-card-order.js';

export const cardOrderRoutes: FastifyPluginAsync<{
  cardOrders: PlaceCardOrder;
  payments: Pick<PaymentsModule, 'checkoutLimit'>;
}> = async (app, { cardOrders, payments }) => {
  route(app, paymentsApi.startCardPayment, {
    onRequest: payments.checkoutLimit,
    handler: async (request) => {
      const body = request.body;
      const input: PinPaymentInput = {
        comand: body.comand,
        mapRegion: body.map_region,
        version: body.version,
        vin: body.vin,
        amount: body.amount,
        email: body.email,
        userIp: body.user_ip,
        requestIp: request.ip,
        method: body.method,
        consent: body.consent,
        business: {
          company_name: body.company_name,
          address: body.address,
          country: body.country,
          vat_number: body.vat_number,
        },
        ipCountry: ipCountryOf(app.config, request.headers),
      };
      const livemode = isLivemode(request);
      const started = livemode
        ? await cardOrders.placeAndPay(request.user, input)
        : await cardOrders.placeTestAndPay(currentUser(request), input);
      return { payment_url: started.url, payment_id: started.paymentId, livemode };
    },
  });

  route(app, paymentsApi.confirmCardPayment, {
    handler: (request) => {
      const { id, payment } = request.params;
      return checkInMode(
        request,
        () => cardOrders.checkPinPayment(id, payment, request.user),
        () => cardOrders.checkTestPinPayment(id, payment, request.user),
      );
    },
  });
};
