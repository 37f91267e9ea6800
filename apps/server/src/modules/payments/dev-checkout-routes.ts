/**
 * The dev checkout page: what is being bought, the amount, the payment methods Stripe Checkout
 * would offer (STRIPE_PAYMENT_METHODS_PREVIEW: the shop does not pin them, Stripe offers what the
 * operator enables in its Dashboard), Pay and Cancel. Pay reports the payment as the provider's
 * webhook would, then both buttons redirect exactly as Stripe Checkout does.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { pathOf } from '@navihub/contract/api/endpoint';
import { devApi } from '@navihub/contract/api/dev';
import { centsToAmount } from '@navihub/contract/rules';
import type { DevCheckout } from '../../providers/payment/dev.js';
import { escapeHtml } from '../mail/index.js';
import type { PaymentsService } from './service.js';
import { route } from '../../lib/endpoint-route.js';

export const devCheckoutRoutes: FastifyPluginAsync<{
  checkout: DevCheckout;
  payments: PaymentsService;
  brand: string;
  /** What Stripe Checkout would offer, as the operator enabled it (shown only). */
  paymentMethods: readonly string[];
}> = async (app, { checkout, payments, brand, paymentMethods }) => {
  const methods = paymentMethods.length > 0 ? paymentMethods.join(', ') : 'card';
  await app.register(formbody, { bodyLimit: 1024 });
  route(app, devApi.checkoutPage, {
    handler: async (request, reply) => {
      const session = await checkout.find(request.params.id);
      if (!session) return reply.status(404).type('text/plain').send('No such checkout session.');
      const amount = `${centsToAmount(session.amountCents)} ${session.currency}`;
      const open = session.status === 'open';
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev checkout · ${escapeHtml(brand)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}
.card{border:1px solid #cbd5e1;border-radius:.75rem;padding:1.5rem}.note{background:#fef3c7;padding:.5rem .75rem;border-radius:.5rem;font-size:.875rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;cursor:pointer;margin-right:.5rem}
.pay{background:#08C1DA;color:#042f35;font-weight:600}.cancel{background:#e2e8f0}</style></head>
<body><main class="card"><p class="note">Dev checkout: a local stand-in for the card provider. No real card is charged.</p>
<h1>${escapeHtml(brand)} checkout</h1><p>${escapeHtml(session.description)}</p><p class="amount">${escapeHtml(amount)}</p>
<p class="methods">Payment methods Stripe Checkout would offer: ${escapeHtml(methods)} (those enabled in the Stripe Dashboard that fit the currency and the buyer's country).</p>
${
  open
    ? `<form method="post" action="${pathOf(devApi.checkoutPay, { id: session.id })}" style="display:inline"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="${pathOf(devApi.checkoutCancel, { id: session.id })}" style="display:inline"><button class="cancel" type="submit">Cancel</button></form>`
    : `<p>This checkout is ${session.paid ? 'paid' : 'closed'}.</p>`
}${
        session.refundedAt
          ? `<p class="refund">Refunded ${escapeHtml(`${centsToAmount(session.refundedCents ?? 0)} ${session.currency}`)} on ${session.refundedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (${escapeHtml(session.refundId ?? '')}).</p>`
          : ''
      }</main></body></html>`);
    },
  });

  route(app, devApi.checkoutPay, {
    handler: async (request, reply) => {
      const done = await checkout.complete(request.params.id, 'paid');
      const row = await checkout.find(request.params.id);
      if (!done || !row) return reply.status(404).type('text/plain').send('No such checkout session.');
      if (done.paid) await payments.fulfilPayment(row.paymentId, done);
      return reply.redirect(done.paid ? row.successUrl : row.cancelUrl, 303);
    },
  });

  route(app, devApi.checkoutCancel, {
    handler: async (request, reply) => {
      const done = await checkout.complete(request.params.id, 'canceled');
      const row = await checkout.find(request.params.id);
      if (!done || !row) return reply.status(404).type('text/plain').send('No such checkout session.');
      return reply.redirect(done.paid ? row.successUrl : row.cancelUrl, 303);
    },
  });
};
