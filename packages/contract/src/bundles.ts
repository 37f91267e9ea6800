/** Token bundles and subscription bundles, and buying them (spec §3, §7 payments and bundles). */
import { z } from 'zod';
import { businessFields } from './business.js';
import { INT4_MAX, text, requiredOrWrongType } from './fields.js';
import { messages } from './messages.js';
import { livemodeField } from './sandbox.js';

const tokenBundle = z.object({
  id: z.number().int(),
  /** In the language asked (`?lang=`) where staff gave one, else the default name. */
  name: z.string(),
  /** Decimal strings in USD, e.g. "99.00". */
  price: z.string(),
  /** Percent, 0–100. */
  discount: z.number(),
  discount_price: z.string(),
  /** Navigation points the bundle credits (the promo: a bundle gives 10 tokens, 1 token = 1 pin). */
  tokens: z.number().int(),
});
export type TokenBundle = z.infer<typeof tokenBundle>;

const subscriptionBundle = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.string(),
  discount: z.number(),
  discount_price: z.string(),
  /** Length of the subscription in days. */
  duration: z.number().int(),
});
export type SubscriptionBundle = z.infer<typeof subscriptionBundle>;

/**
 * The bundle lists' language (`?lang=de`, decision 070): each bundle's `name` is its name in that
 * language where staff gave one, else its default name. Absent or not a language of the shop: the
 * default names.
 */
export const bundleListQuery = z.object({ lang: z.string().max(16).optional() });

export const tokenBundlesResponse = z.object({ results: z.array(tokenBundle) });
export const subscriptionBundlesResponse = z.object({ results: z.array(subscriptionBundle) });

export const bundlePurchaseRequest = z.object({
  // A JSON number, as documented: "1" is a wrong type, not a bundle id.
  fk_bundle: z
    .number({ error: requiredOrWrongType() })
    .int()
    .positive()
    .max(INT4_MAX, messages.bundleUnknown),
  currency: text(8).default('USD'),
  user_ip: text(64).nullish(),
  /** How the customer pays: a card checkout (the default) or PayPal (decision 028). */
  method: z.enum(['card', 'paypal']).default('card'),
  /** A business buyer's details (decision 065); left out: the account's remembered ones. */
  ...businessFields,
});
export const paymentUrlResponse = z.object({
  payment_url: z.url().meta({
    description:
      "The card checkout's page: open it in the buyer's browser. With a test key (`nh_test_`), the shop's sandbox checkout, where nothing is charged.",
  }),
  // Optional in the contract only so that answers recorded before them stay valid; the server
  // always sends both (decision 073).
  payment_id: z
    .uuid()
    .optional()
    .meta({ description: 'The payment: the `{id}` of the success page the checkout returns to.' }),
  livemode: livemodeField.optional(),
});

/** Confirmation of a bundle purchase on the success page. status: 'success' | 'pending' | 'error'. */
export const purchaseStatusResponse = z.object({
  status: z.enum(['success', 'pending', 'error']),
  message: z.string(),
  /** False for a test purchase of the sandbox: nothing was granted (decision 073). Always sent. */
  livemode: livemodeField.optional(),
});
