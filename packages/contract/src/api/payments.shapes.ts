/** The shapes of the payments area's endpoints (payments.ts), keyed by endpoint id. */
import { z } from 'zod';
import { bundlePurchaseRequest, paymentUrlResponse, purchaseStatusResponse } from '../bundles.js';
import { text } from '../fields.js';
import {
  bundlePurchasesResponse,
  cardPaymentRequest,
  paymentCheckResponse,
  taxQuoteRequest,
  taxQuoteResponse,
} from '../payments.js';
import type { Shape } from './endpoint.js';

/** A checkout's return: our payment id and the provider's checkout session id. */
const paymentReturnParams = z.object({
  id: z
    .string()
    .uuid()
    .meta({ description: 'Our payment id: the `{id}` of the `success_url` the checkout returned to.' }),
  payment: text(255)
    .min(1)
    .meta({ description: "The provider's checkout session id: the `{payment}` of that `success_url`." }),
});
/** The statuses of a checkout's return, and what each means. */
const confirmErrors = {
  404: "No payment of that id and checkout session (or it is someone else's): check the two parts of the return address.",
};
/**
 * PayPal's return: our payment id and the buyer's language (absent: English) in the address we
 * gave, PayPal's order id added as `token`. A language the shop does not speak is read as English:
 * the buyer still reaches their result page.
 */
const paypalReturnQuery = z.object({
  paymentId: z.uuid(),
  lang: z.string().max(16).optional(),
  token: z.string().min(1).max(64),
  PayerID: z.string().max(64).optional(),
});
const bundleStart = {
  body: bundlePurchaseRequest,
  response: { 200: paymentUrlResponse },
  errors: {
    400: 'A field is wrong, among them `vat_number` of the wrong shape for `country` (nothing is written).',
    429: 'Too many checkouts opened from this address (code `rate_limited`).',
    502: 'The card checkout could not be opened (code `provider_failed`); nothing was charged.',
  },
};
const bundleConfirm = {
  params: paymentReturnParams,
  response: { 200: purchaseStatusResponse },
  errors: confirmErrors,
};

export const paymentsShapes = {
  startCardPayment: {
    body: cardPaymentRequest,
    response: { 200: paymentUrlResponse },
    errors: bundleStart.errors,
  },
  taxQuote: {
    body: taxQuoteRequest,
    response: { 200: taxQuoteResponse },
    errors: { 400: 'A field is wrong: `country` not an ISO code, `vat_number` of the wrong shape for it.' },
  },
  confirmCardPayment: {
    params: paymentReturnParams,
    response: { 200: paymentCheckResponse },
    errors: confirmErrors,
  },
  buyTokenBundle: bundleStart,
  buyTokenBundleLegacy: bundleStart,
  buySubscriptionBundle: bundleStart,
  listBundlePurchases: { response: { 200: bundlePurchasesResponse } },
  confirmTokenBundle: bundleConfirm,
  confirmSubscriptionBundle: bundleConfirm,
  stripeWebhook: {
    response: { 200: z.object({ received: z.literal(true), duplicate: z.literal(true).optional() }) },
  },
  paypalReturn: { query: paypalReturnQuery, response: {} },
  paypalCancel: { query: paypalReturnQuery, response: {} },
  paypalWebhook: {
    response: { 200: z.object({ received: z.literal(true), duplicate: z.literal(true).optional() }) },
  },
} satisfies Record<string, Shape>;
