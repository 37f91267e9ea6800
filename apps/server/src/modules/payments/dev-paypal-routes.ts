/**
 * The dev PayPal page (decision 028): the order, the amount, Approve and Cancel. Both redirect as
 * PayPal does, to our return or cancel address with the order id as `token`; the return captures
 * (here: finds the session paid) and honours the payment through the one fulfilment.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { pathOf } from '@navihub/contract/api/endpoint';
import { devApi } from '@navihub/contract/api/dev';
import { centsToAmount } from '@navihub/contract/rules';
import type { DevPaypal } from '../../providers/payment/from-config.js';
import { route } from '../../lib/endpoint-route.js';
import { escapeHtml } from '../mail/index.js';

/** PayPal appends the order id (`token`) and, after approval, the payer's id to our addresses. */
const withToken = (url: string, id: string, approved: boolean) =>
  `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(id)}${approved ? '&PayerID=DEVPAYER' : ''}`;

export const devPaypalRoutes: FastifyPluginAsync<{ paypal: DevPaypal; brand: string }> = async (
  app,
  { paypal, brand },
) => {
  await app.register(formbody, { bodyLimit: 1024 });
  const missing = (reply: FastifyReply) => reply.status(404).type('text/plain').send('No such PayPal order.');

  route(app, devApi.paypalPage, {
    handler: async (request, reply) => {
      const order = await paypal.find(request.params.id);
      if (!order) return missing(reply);
      const amount = `${centsToAmount(order.amountCents)} ${order.currency}`;
      const open = order.status === 'open';
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev PayPal · ${escapeHtml(brand)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}
.card{border:1px solid #cbd5e1;border-radius:.75rem;padding:1.5rem}.note{background:#fef3c7;padding:.5rem .75rem;border-radius:.5rem;font-size:.875rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;cursor:pointer;margin-right:.5rem}
.approve{background:#ffc439;color:#111;font-weight:600}.cancel{background:#e2e8f0}</style></head>
<body><main class="card"><p class="note">Dev PayPal: a local stand-in for PayPal. No real money moves.</p>
<h1>Pay ${escapeHtml(brand)} with PayPal</h1><p>Order ${escapeHtml(order.id)}</p><p>${escapeHtml(order.description)}</p><p class="amount">${escapeHtml(amount)}</p>
${
  open
    ? `<form method="post" action="${pathOf(devApi.paypalApprove, { id: order.id })}" style="display:inline"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="${pathOf(devApi.paypalCancel, { id: order.id })}" style="display:inline"><button class="cancel" type="submit">Cancel</button></form>`
    : `<p>This order is ${order.paid ? 'paid' : 'closed'}.</p>`
}</main></body></html>`);
    },
  });

  route(app, devApi.paypalApprove, {
    handler: async (request, reply) => {
      const done = await paypal.complete(request.params.id, 'paid');
      const order = await paypal.find(request.params.id);
      if (!done || !order) return missing(reply);
      return reply.redirect(
        done.paid ? withToken(order.successUrl, order.id, true) : withToken(order.cancelUrl, order.id, false),
        303,
      );
    },
  });

  route(app, devApi.paypalCancel, {
    handler: async (request, reply) => {
      const done = await paypal.complete(request.params.id, 'canceled');
      const order = await paypal.find(request.params.id);
      if (!done || !order) return missing(reply);
      return reply.redirect(
        done.paid ? withToken(order.successUrl, order.id, true) : withToken(order.cancelUrl, order.id, false),
        303,
      );
    },
  });
};
