/** Card and PayPal payments for PINs and bundles, their returns and the providers' webhooks. */
import { endpointsOf } from './endpoint.js';
import type { paymentsShapes } from './payments.shapes.js';

const endpoint = endpointsOf<typeof paymentsShapes>();
const tag = 'payments';

/**
 * The query of the web's success page (`/success?…`) a checkout returns to: the payment's id
 * under the name of what was bought, and the provider's checkout session id under `payment`. The
 * server writes these names (the `success_url` it gives the provider), the web's page reads them.
 */
export const successPageQuery = {
  pin: 'paymentId',
  token_bundle: 'bundleId',
  subscription_bundle: 'subscribeBundleId',
  session: 'payment',
} as const;

export const paymentsApi = {
  startCardPayment: endpoint({
    id: 'startCardPayment',
    method: 'POST',
    path: '/api/v1/payment/stripe/',
    auth: 'optional',
    apiKey: true,
    sandbox: true,
    idempotent: true,
    tag,
    summary: 'Open a card checkout for one PIN (a guest gives an e-mail)',
  }),
  taxQuote: endpoint({
    id: 'taxQuote',
    method: 'POST',
    path: '/api/v1/payment/tax/',
    auth: 'optional',
    apiKey: true,
    tag,
    summary: 'What a price comes to with the tax the buyer will pay, by their country and VAT number',
  }),
  confirmCardPayment: endpoint({
    id: 'confirmCardPayment',
    method: 'POST',
    path: '/api/v1/payment/check/:id/:payment/',
    auth: 'optional',
    apiKey: true,
    sandbox: true,
    private: true,
    tag,
    summary: "A PIN payment's state and PIN, after the checkout's return",
  }),
  buyTokenBundle: endpoint({
    id: 'buyTokenBundle',
    method: 'POST',
    path: '/api/v1/payment/bundle/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    idempotent: true,
    tag,
    summary: 'Open a card checkout for a token bundle',
  }),
  buyTokenBundleLegacy: endpoint({
    id: 'buyTokenBundleLegacy',
    method: 'POST',
    path: '/api/v1/bundles/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    idempotent: true,
    tag,
    summary: 'Open a card checkout for a token bundle (older address of buyTokenBundle)',
  }),
  buySubscriptionBundle: endpoint({
    id: 'buySubscriptionBundle',
    method: 'POST',
    path: '/api/v1/payment/subscribe_bundle/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    idempotent: true,
    tag,
    summary: 'Open a card checkout for a subscription bundle',
  }),
  listBundlePurchases: endpoint({
    id: 'listBundlePurchases',
    method: 'GET',
    path: '/api/v1/payment/bundle/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    tag,
    summary: "The user's bundle purchases",
  }),
  confirmTokenBundle: endpoint({
    id: 'confirmTokenBundle',
    method: 'POST',
    path: '/api/v1/payment/bundle/:id/:payment',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    tag,
    summary: "A token bundle purchase's state, after the checkout's return",
  }),
  confirmSubscriptionBundle: endpoint({
    id: 'confirmSubscriptionBundle',
    method: 'POST',
    path: '/api/v1/payment/subscribe_bundle/:id/:payment',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    tag,
    summary: "A subscription bundle purchase's state, after the checkout's return",
  }),
  stripeWebhook: endpoint({
    id: 'stripeWebhook',
    method: 'POST',
    path: '/api/v1/payment/stripe/webhook/',
    auth: 'none',
    tag,
    summary: "Stripe's events (signed)",
    hidden: true,
  }),
  paypalReturn: endpoint({
    id: 'paypalReturn',
    method: 'GET',
    path: '/api/v1/payment/paypal/return/',
    auth: 'none',
    tag,
    summary:
      "PayPal's return after approval: the order is captured, then the browser goes to the success page",
    hidden: true,
  }),
  paypalCancel: endpoint({
    id: 'paypalCancel',
    method: 'GET',
    path: '/api/v1/payment/paypal/cancel/',
    auth: 'none',
    tag,
    summary:
      "PayPal's return after the customer cancelled: PayPal is asked first, and an order approved or captured meanwhile goes on to the success page",
    hidden: true,
  }),
  paypalWebhook: endpoint({
    id: 'paypalWebhook',
    method: 'POST',
    path: '/api/v1/payment/paypal/webhook/',
    auth: 'none',
    tag,
    summary: "PayPal's events (verified with PayPal's verify-webhook-signature)",
    hidden: true,
  }),
};
