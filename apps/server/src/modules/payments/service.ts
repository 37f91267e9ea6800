/**
 * Card and PayPal payments: the object the routes, the webhook, the dev checkout and the expiry
 * sweep receive. Each use case lives in its own file; what a payment sells is its seller's
 * (payment-kinds.ts, decision 049): orders sells PINs, bundles sells token and subscription
 * bundles, each starting its payments through startPayment and registering its sale.
 *
 * The payment row (and a PIN's pending order) is written before the customer goes to the
 * provider; fulfilPayment is the one place a payment is honoured, exactly once.
 */
import { createConfirmPayment } from './confirm-payment.js';
import type { PaymentsDeps } from './context.js';
import { createExpireStalePayments } from './expire-payments.js';
import { createFulfilPayment } from './fulfil-payment.js';
import { createOpenCheckout } from './open-checkout.js';
import { createPaypalFlow } from './paypal-flow.js';
import { createReceiveWebhook } from './receive-webhook.js';
import { createStartPayment } from './start-payment.js';

export type { Payment, PaymentsDeps } from './context.js';

export function createPaymentsService(deps: PaymentsDeps) {
  const openCheckout = createOpenCheckout(deps);
  const fulfil = createFulfilPayment(deps);
  return {
    startPayment: createStartPayment(deps, openCheckout),
    confirmPayment: createConfirmPayment(deps, fulfil),
    fulfilPayment: fulfil.fulfilPayment,
    receiveWebhook: createReceiveWebhook(deps, fulfil),
    expireStalePayments: createExpireStalePayments(deps, fulfil),
    ...createPaypalFlow(deps, fulfil),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
