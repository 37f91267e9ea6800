/** HTTP of a PIN paid by card or PayPal (spec §7): place the order and pay, the success page's check. */
import type { FastifyPluginAsync } from 'fastify';
import { paymentsApi } from '@navihub/contract/api/payments';
import { route } from '../../lib/endpoint-route.js';
import type { PaymentsModule } from '../payments/index.js';
import { ipCountryOf } from '../taxes/index.js';
import type { PlaceCardOrder } from './place-card-order.js';

export const cardOrderRoutes: FastifyPluginAsync<{
  cardOrders: PlaceCardOrder;
  payments: Pick<PaymentsModule, 'checkoutLimit'>;
}> = async (app, { cardOrders, payments }) => {
  route(app, paymentsApi.startCardPayment, {
    onRequest: payments.checkoutLimit,
    handler: async (request) => {
      const body = request.body;
      const url = await cardOrders.placeAndPay(request.user, {
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
      });
      return { payment_url: url };
    },
  });

  route(app, paymentsApi.confirmCardPayment, {
    handler: (request) => cardOrders.checkPinPayment(request.params.id, request.params.payment, request.user),
  });
};
