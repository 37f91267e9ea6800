/** Request and response shapes of the navigation-code API (spec §3, §7 second table). */
import { z } from 'zod';
import { hasControlCharacters, plainText, text, requiredOrWrongType } from './fields.js';
import { messages } from './messages.js';
import { VIN_LENGTH } from './rules.js';

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
});
export type CodeRequest = z.input<typeof codeRequest>;

export const generateResponse = z.object({ order_id: z.string() });

/** status: 'success' once the PIN is known, 'pending' while it is being obtained, 'error' when it failed. */
const orderCheckStatus = z.enum(['success', 'pending', 'error']);
export const checkResponse = z.object({
  status: orderCheckStatus,
  data: z.string().nullable(),
  message: z.string(),
});
export type CheckResponse = z.infer<typeof checkResponse>;

/** What paid for a PIN order: a card checkout, PayPal (decision 028), a point or a subscription use. */
export const PAID_WITH = ['card', 'paypal', 'points', 'subscription'] as const;
export const paidWith = z.enum(PAID_WITH);
export type PaidWith = z.infer<typeof paidWith>;

const historyItem = z.object({
  order_id: z.string(),
  /** The short reference the customer sees and reads out ("NH-7K3Q-92"); order_id stays internal. */
  reference: z.string(),
  comand: z.string(),
  version: z.string(),
  map_region: z.string(),
  vin: z.string(),
  pin: z.string().nullable(),
  created_at: z.string(),
  paid_with: paidWith,
  /**
   * When what paid was given back (a refund by the shop, or one made in PayPal's own dashboard);
   * null when nothing was.
   */
  refunded_at: z.string().nullable(),
});
export type HistoryItem = z.infer<typeof historyItem>;

export const historyResponse = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(historyItem),
});
export type HistoryResponse = z.infer<typeof historyResponse>;

export const getInfoResponse = z.object({ comand: z.array(z.string()) });
export const variant = z.object({ comand: z.string(), map_region: z.string(), version: z.string() });
export type Variant = z.infer<typeof variant>;
export const detailResponse = z.object({ variants: z.array(variant) });
export const priceResponse = z.object({ amount: z.string(), currency: z.string() });
export type PriceResponse = z.infer<typeof priceResponse>;
