/**
 * A customer's order history (`GET /api/v1/history/`) and what paid for an order. Apart from
 * codes.ts, whose schemas the code form's first load carries, so that the form does not carry
 * these (issue 15).
 */
import { z } from 'zod';
import { pageOf } from './api/common.js';
import { invoiceFields } from './invoices.js';
import { livemodeField } from './sandbox.js';

/** What paid for a PIN order: a card checkout, PayPal (decision 028), a point or a subscription use. */
export const PAID_WITH = ['card', 'paypal', 'points', 'subscription'] as const;
export const paidWith = z.enum(PAID_WITH);
export type PaidWith = z.infer<typeof paidWith>;

/**
 * How much of a card (or PayPal) payment went back (decision 043): `partially_refunded` while some
 * of it did (a refund made in the provider's dashboard, a dispute), `refunded` once all of it did
 * or what paid was given back otherwise; null when nothing was.
 */
export const REFUND_STATUSES = ['partially_refunded', 'refunded'] as const;
export const refundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatus>;

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
  refund_status: refundStatus.nullable(),
  /** The card money given back so far ("1.00"), in `currency`; null when none was. */
  refunded_amount: z.string().nullable(),
  currency: z.string(),
  /**
   * What the order cost before tax (its catalogue price less the customer's discount, "39.00"),
   * when a card or PayPal paid for it; null for a point or a subscription use.
   */
  // Optional, as an answer from before them (decision 072) lacks them; the server always sends them.
  price: z.string().nullable().optional().meta({
    description:
      "The order's price before tax (net while taxes are on, decision 065) when a card or PayPal paid for it; null for a point or a subscription use.",
  }),
  /** The VAT charged on top of `price` and what the payer paid (decision 072); null when no tax was charged. */
  tax: z.string().nullable().optional().meta({
    description:
      'The VAT charged on top of `price` (decision 072); null when the sale was made with taxes off.',
  }),
  gross: z.string().nullable().optional().meta({
    description:
      'What the card or PayPal was charged, `price` plus `tax` (decision 072); null when the sale was made with taxes off (then `price` is what was charged).',
  }),
  livemode: livemodeField,
  ...invoiceFields,
});
export type HistoryItem = z.infer<typeof historyItem>;

export const historyResponse = pageOf(historyItem);
export type HistoryResponse = z.infer<typeof historyResponse>;
