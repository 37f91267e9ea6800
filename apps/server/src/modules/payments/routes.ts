/** HTTP of PayPal's return and cancel (spec §7); a PIN's and a bundle's payment routes are their sellers'. */
import type { FastifyPluginAsync } from 'fastify';
import { paymentsApi } from '@navihub/contract/api/payments';
import { messages } from '@navihub/contract/messages';
import { amountToCents, centsToAmount } from '@navihub/contract/rules';
import { route } from '../../lib/endpoint-route.js';
import { invalidField } from '../../lib/domain-errors.js';
import { checkBusinessFields, decideTax, ipCountryOf, percentOf, type TaxSettings } from '../taxes/index.js';
import { returnLocale } from './paypal-flow.js';
import type { PaymentsService } from './service.js';

export const paymentRoutes: FastifyPluginAsync<{ payments: PaymentsService; taxes: TaxSettings }> = async (
  app,
  { payments, taxes },
) => {
  // The payment page's total line (decision 065): what the price comes to with this buyer's tax.
  route(app, paymentsApi.taxQuote, {
    handler: async (request) => {
      const netCents = amountToCents(request.body.amount);
      if (!Number.isSafeInteger(netCents) || netCents < 0)
        throw invalidField('amount', messages.amountMismatch);
      const buyer = checkBusinessFields(request.body);
      const tax = await decideTax(taxes, {
        netCents,
        buyer,
        ipCountry: ipCountryOf(app.config, request.headers),
      });
      return {
        taxes: tax.mode,
        country: tax.country,
        tax_rate: percentOf(tax.rateBasisPoints),
        net: centsToAmount(tax.netCents),
        tax: centsToAmount(tax.taxCents),
        gross: centsToAmount(tax.grossCents),
        reverse_charge: tax.reverseCharge,
      };
    },
  });

  route(app, paymentsApi.paypalReturn, {
    handler: async (request, reply) => {
      const { paymentId, token, lang } = request.query;
      const { url, error } = await payments.paypalReturn(paymentId, token, returnLocale(lang));
      if (error)
        request.log.warn({ err: error }, 'PayPal capture on return failed; the success page retries');
      return reply.redirect(url, 303);
    },
  });

  route(app, paymentsApi.paypalCancel, {
    handler: async (request, reply) =>
      reply.redirect(
        await payments.paypalCancel(
          request.query.paymentId,
          request.query.token,
          returnLocale(request.query.lang),
        ),
        303,
      ),
  });
};
