/**
 * Card payments for PINs, token bundles and subscription bundles: the object the routes, the
 * webhook, the dev checkout and the expiry sweep receive. Each use case lives in its own file;
 * what a payment buys is written by the module that owns it (codes/orders.ts, points/ledger.ts,
 * subscriptions/subscriptions.ts).
 *
 * The payment row (and a PIN's pending order) is written before the customer goes to the
 * provider; fulfilPayment is the one place a payment is honoured, exactly once.
 */
import type { BundleKind } from '@navihub/contract/rules';
import { createBundlePurchases } from './bundle-purchases.js';
import { createConfirmPayment } from './confirm-payment.js';
import type { PaymentsDeps } from './context.js';
import { createExpireStalePayments } from './expire-payments.js';
import { createFulfilPayment } from './fulfil-payment.js';
import { createOpenCheckout } from './open-checkout.js';
import { createPaypalFlow } from './paypal-flow.js';
import { createReceiveWebhook } from './receive-webhook.js';
import { createStartBundlePayment } from './start-bundle-payment.js';
import { createStartPinPayment } from './start-pin-payment.js';

export type { Payment, PaymentsDeps } from './context.js';
export type { PinPaymentInput } from './start-pin-payment.js';
export type { BundleKind };

export function createPaymentsService(deps: PaymentsDeps) {
  const openCheckout = createOpenCheckout(deps);
  const fulfil = createFulfilPayment(deps);
  const { checkPinPayment, checkBundlePayment } = createConfirmPayment(deps, fulfil);
  return {
    startPinPayment: createStartPinPayment(deps, openCheckout),
    startBundlePayment: createStartBundlePayment(deps, openCheckout),
    fulfilPayment: fulfil.fulfilPayment,
    checkPinPayment,
    checkBundlePayment,
    receiveWebhook: createReceiveWebhook(deps, fulfil),
    expireStalePayments: createExpireStalePayments(deps, fulfil),
    userBundlePurchases: createBundlePurchases(deps),
    ...createPaypalFlow(deps, fulfil),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
