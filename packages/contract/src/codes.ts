/** Request and response shapes of the navigation-code API (spec §3, §7 second table). */
import { z } from 'zod';
import { consentField } from './consent-field.js';
import { hasControlCharacters, plainText, text, requiredOrWrongType } from './fields.js';
import { invoiceFields } from './invoices.js';
import { messages } from './messages.js';
import { VIN_LENGTH } from './rules.js';
import { livemodeField } from './sandbox.js';

const requiredText = plainText(
  z.string({ error: requiredOrWrongType() }).trim().min(1, messages.required).max(100),
);

/** VIN as the code form sends it: required, forced to uppercase, exactly 17 characters. */
export const vinField = z
  .string({ error: messages.vinRequired })
  .trim()
  .min(1, messages.vinRequired)
  .refine((v) => !hasControlCharacters(v), messages.controlCharacters)
  .transform((v) => v.toUpperCase())
  .refine((v) => v.length === VIN_LENGTH, messages.vinLength)
  .meta({
    description:
      'The vehicle identification number: exactly 17 characters (spaces around it ignored, any case).',
    example: 'WDD2050461F123456',
  });

export const codeRequest = z.object({
  comand: requiredText,
  map_region: requiredText,
  version: requiredText,
  vin: vinField,
  user_ip: text(64).nullish(),
  type: z.enum(['subscribe', 'points']).nullish(),
  fk_subscription: z.union([z.number(), z.string()]).nullish(),
  fk_point: z.union([z.number(), z.string()]).nullish(),
  consent: consentField.optional(),
});
export type CodeRequest = z.input<typeof codeRequest>;

export const generateResponse = z.object({ order_id: z.string(), livemode: livemodeField });

/**
 * Was this PIN (head unit, region, version, VIN) bought by this e-mail in the last day? Asked
 * before a second checkout of the same order (issue 31); the e-mail is the invoice e-mail, or the
 * signed-in account's.
 */
export const recentPurchaseRequest = z.object({
  comand: requiredText,
  map_region: requiredText,
  version: requiredText,
  vin: vinField,
  email: z.string().trim().min(1, messages.required).max(254),
});
/** When it was bought (ISO), or null. */
export const recentPurchaseResponse = z.object({ bought_at: z.string().nullable() });

/** status: 'success' once the PIN is known, 'pending' while it is being obtained, 'error' when it failed. */
const orderCheckStatus = z.enum(['success', 'pending', 'error']);
/** What the success page shows of a PIN order (issue 31): the `NH-` reference and what was bought. */
export const orderSummary = z.object({
  reference: z.string(),
  comand: z.string(),
  map_region: z.string(),
  version: z.string(),
  vin: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const checkResponse = z.object({
  status: orderCheckStatus,
  data: z.string().nullable(),
  message: z.string(),
  /** The order the answer is about, once it is known (a PIN order's check; a paid PIN payment's). */
  order: orderSummary.optional(),
  livemode: livemodeField,
  /**
   * A paid order's invoice PDF and its credit notes (decision 054); null while none was issued
   * (pending, or paid with a point or a subscription day: the bundle's invoice covers it).
   */
  ...invoiceFields,
});
export type CheckResponse = z.infer<typeof checkResponse>;

export const getInfoResponse = z.object({ comand: z.array(z.string()) });
export const variant = z.object({ comand: z.string(), map_region: z.string(), version: z.string() });
export type Variant = z.infer<typeof variant>;
export const variantsResponse = z.object({ variants: z.array(variant) });
export const priceResponse = z.object({ amount: z.string(), currency: z.string() });
export type PriceResponse = z.infer<typeof priceResponse>;
