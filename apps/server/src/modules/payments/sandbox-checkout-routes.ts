/**
 * The sandbox checkout (docs/decisions/073): the page a test key's `payment_url` opens, standing
 * in for the card provider as Stripe's test mode does. It says plainly that no money is taken,
 * and offers "Pay (test)" and "Decline (test)"; both then send the browser where a live checkout
 * would (the success page with the payment's link, or the cancel page). Served in production:
 * nothing behind it moves money, and a test payment's id opens only a test payment.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { pathOf } from '@navihub/contract/api/endpoint';
import { sandboxApi } from '@navihub/contract/api/sandbox';
import { centsToAmount } from '@navihub/contract/rules';
import { route } from '../../lib/endpoint-route.js';
import { escapeHtml } from '../mail/index.js';
import type { TestPayment, TestPayments } from './test-payments.js';

const LABEL = 'Sandbox — no money is taken';

function page(brand: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(brand)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}
.card{border:2px dashed #b45309;border-radius:.75rem;padding:1.25rem 1.5rem}
.badge{display:inline-block;background:#fef3c7;color:#78350f;font-weight:700;padding:.25rem .75rem;border-radius:999px}
h1{font-size:1.375rem;margin:.75rem 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{font:inherit;font-weight:600;padding:.7rem 1.4rem;border-radius:.5rem;border:2px solid transparent;cursor:pointer;min-height:2.75rem}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.pay{background:#065f46;color:#fff}.decline{background:#fff;color:#991b1b;border-color:#991b1b}
.note{font-size:.875rem;color:#334155}</style></head>
<body><main class="card" aria-labelledby="title"><p class="badge" role="note">${LABEL}</p>
${body}</main></body></html>`;
}

function checkoutPage(payment: TestPayment): string {
  const amount = `${centsToAmount(payment.amountCents)} ${payment.currency}`;
  const head = `<h1 id="title">Test checkout</h1><p>${escapeHtml(payment.description)}</p>
<p class="amount"><span class="note">Test amount: </span>${escapeHtml(amount)}</p>`;
  if (payment.status !== 'pending') {
    const paid = payment.status === 'fulfilled';
    return `${head}<p role="status">This test payment is ${paid ? 'paid' : 'declined'}.</p>
<p><a href="${escapeHtml(paid ? payment.successUrl : payment.cancelUrl)}">Continue</a></p>`;
  }
  const form = (action: string, cls: string, label: string) =>
    `<form method="post" action="${action}"><button class="${cls}" type="submit">${label}</button></form>`;
  return `${head}<p class="note">This is the sandbox of an <code>nh_test_</code> API key: no card is asked for and nothing is charged. Pay to see the live flow's success (a test order gets a demo PIN; a test bundle purchase grants nothing); decline to see a refused payment.</p>
<div class="actions">${form(pathOf(sandboxApi.checkoutPay, { id: payment.id }), 'pay', 'Pay (test)')}${form(pathOf(sandboxApi.checkoutDecline, { id: payment.id }), 'decline', 'Decline (test)')}</div>`;
}

export const sandboxCheckoutRoutes: FastifyPluginAsync<{
  testPayments: TestPayments;
  brand: string;
}> = async (app, { testPayments, brand }) => {
  await app.register(formbody, { bodyLimit: 1024 });

  const missing = (reply: FastifyReply) =>
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(page(brand, 'No such test payment', '<h1 id="title">No such test payment</h1>'));

  route(app, sandboxApi.checkoutPage, {
    handler: async (request, reply) => {
      const payment = await testPayments.find(request.params.id);
      if (!payment) return missing(reply);
      return reply.type('text/html; charset=utf-8').send(page(brand, 'Test checkout', checkoutPage(payment)));
    },
  });

  // Paid or declined once; a repeated click (or the other button afterwards) goes where the first went.
  for (const [endpoint, outcome] of [
    [sandboxApi.checkoutPay, 'paid'],
    [sandboxApi.checkoutDecline, 'declined'],
  ] as const) {
    route(app, endpoint, {
      handler: async (request, reply) => {
        const payment = await testPayments.close(request.params.id, outcome);
        if (!payment) return missing(reply);
        return reply.redirect(payment.status === 'fulfilled' ? payment.successUrl : payment.cancelUrl, 303);
      },
    });
  }
};
