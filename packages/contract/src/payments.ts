/** The card payment request of spec §3: the code form's values plus amount, e-mail, currency, user_ip. */
import { z } from 'zod';
import { businessFields } from './business.js';
import { consentField } from './consent-field.js';
import { orderSummary, vinField } from './codes.js';
import { EMAIL_MAX_LENGTH, isEmailShape } from './email.js';
import { invoiceFields } from './invoices.js';
import { hasControlCharacters, plainText, text, requiredOrWrongType } from './fields.js';
import { messages } from './messages.js';
import { livemodeField } from './sandbox.js';

const requiredText = plainText(
  z.string({ error: requiredOrWrongType() }).trim().min(1, messages.required).max(100),
);

export const cardPaymentRequest = z.looseObject({
  comand: requiredText,
  map_region: requiredText,
  version: requiredText,
  vin: vinField,
  /** What the page showed; compared with the server's price, never charged as such. */
  amount: z.union([z.string().max(20), z.number()]).nullish(),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, { message: messages.emailFormat, abort: true })
    .refine((v) => v === '' || isEmailShape(v), messages.emailFormat)
    .refine((v) => !hasControlCharacters(v), messages.controlCharacters)
    .nullish(),
  currency: text(8).nullish(),
  user_ip: text(64).nullish(),
  /** How the customer pays: a card checkout (the default) or PayPal (decision 028). */
  method: z.enum(['card', 'paypal']).default('card'),
  consent: consentField.optional(),
  /** A business buyer's details (decision 065); a signed-in customer's account keeps them. */
  ...businessFields,
});
export type CardPaymentRequest = z.input<typeof cardPaymentRequest>;

export const paymentCheckResponse = z.object({
  status: z.enum(['success', 'pending', 'error']),
  data: z.string().nullable(),
  message: z.string(),
  /** A paid PIN payment's order: its `NH-` reference and what was bought (issue 31). */
  order: orderSummary.optional(),
  /** False for a test payment of the sandbox (decision 073). Always sent. */
  livemode: livemodeField.optional(),
  /**
   * A paid payment's invoice PDF (its link carries the guest's key, so the holder of the success
   * page's link opens it) and the credit notes of its refunds (decision 054).
   */
  ...invoiceFields,
});

const bundlePurchase = z.object({
  id: z.string(),
  kind: z.enum(['token_bundle', 'subscription_bundle']),
  fk_bundle: z.number().int().nullable(),
  name: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(['pending', 'fulfilled', 'failed', 'expired']),
  created_at: z.string(),
  /** What the bundle gives: tokens (a token bundle) or days (a subscription bundle); null: not this kind. */
  tokens: z.number().int().nullable(),
  duration_days: z.number().int().nullable(),
  /** False for a test purchase of the sandbox, listed only with a test key (decision 073). Always sent. */
  livemode: livemodeField.optional(),
  ...invoiceFields,
});
export type BundlePurchase = z.infer<typeof bundlePurchase>;
export const bundlePurchasesResponse = z.object({ results: z.array(bundlePurchase) });

/**
 * What a price comes to with the tax the customer will pay (decision 065): asked by the payment
 * page for its total line, before the button that commits to pay. The checkout charges the same.
 */
export const taxQuoteRequest = z.object({
  amount: z
    .union([z.string().max(20), z.number()])
    .meta({ description: 'The catalogue price the page shows ("12.34"), net when taxes are on.' }),
  ...businessFields,
});
export type TaxQuoteRequest = z.input<typeof taxQuoteRequest>;

export const taxQuoteResponse = z.object({
  /** `off`: no tax is charged (the default); `oss`: the customer's country decides the rate. */
  taxes: z.enum(['off', 'oss']),
  /** The country whose rate applies; null while taxes are off. */
  country: z.string().nullable(),
  /** The rate in percent ("19", "8.1"). */
  tax_rate: z.string(),
  net: z.string(),
  tax: z.string(),
  gross: z.string().meta({ description: 'What the card or PayPal is charged.' }),
  /** An EU business with a valid VAT number in another EU country than the seller's: no VAT. */
  reverse_charge: z.boolean(),
});
export type TaxQuote = z.infer<typeof taxQuoteResponse>;
