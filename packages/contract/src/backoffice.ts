/**
 * Request and response shapes of the staff back-office's orders (issue 12): the queue, one order,
 * staff's entering of a PIN by hand (PIN_PROVIDER=manual), failing an order and refunding one.
 * Customers, catalogue, audit log and dashboard: backoffice-*.ts.
 */
import { z } from 'zod';
import { paidWith, refundStatus } from './history.js';
import { plainText } from './fields.js';
import { messages } from './messages.js';
import { pageNumber, pageOf } from './api/common.js';

/** How long a back-office search may be; longer is refused, not cut. */
export const BACKOFFICE_SEARCH_MAX = 100;
export const BACKOFFICE_PAGE_SIZE = 20;
export const FAILURE_REASON_MAX = 500;
/** PIN_PATTERN's default: what the suppliers' PINs look like (4–32 letters, digits and dashes). */
export const DEFAULT_PIN_PATTERN = '^[A-Za-z0-9-]{4,32}$';

/**
 * The queue's filters: `awaiting_pin` = paid orders without a PIN (staff's work with
 * PIN_PROVIDER=manual), `pending_payment` = card orders not yet paid.
 */
export const STAFF_ORDER_STATUSES = ['awaiting_pin', 'fulfilled', 'failed', 'pending_payment'] as const;
export const staffOrderStatus = z.enum(STAFF_ORDER_STATUSES);
export type StaffOrderStatus = z.infer<typeof staffOrderStatus>;

export const staffOrderListQuery = z.object({
  status: z.enum([...STAFF_ORDER_STATUSES, 'all']).default('all'),
  q: plainText(z.string().trim().max(BACKOFFICE_SEARCH_MAX)).optional(),
  page: pageNumber,
});

export const staffOrderParams = z.object({ id: z.string().uuid() });

export const staffOrder = z.object({
  id: z.string(),
  number: z.number().int(),
  /** The short reference the customer sees and quotes ("NH-7K3Q-92"). */
  reference: z.string(),
  /** The customer's account (its back-office page); null for a guest's card order. */
  customer_id: z.number().int().nullable(),
  created_at: z.string(),
  /** The invoice address of a card order, else the customer's; null when neither is known. */
  email: z.string().nullable(),
  comand: z.string(),
  map_region: z.string(),
  version: z.string(),
  vin: z.string(),
  /** `paypal` for an order paid through PayPal (the order's payment is a card-like checkout). */
  paid_with: paidWith,
  /** What a card paid ("12.50"); null for a point or a subscription use. */
  amount: z.string().nullable(),
  currency: z.string(),
  status: staffOrderStatus,
  /** `partially_refunded` while some of the card payment went back, `refunded` once all of it or what paid was given back (decision 043). */
  refund_status: refundStatus.nullable(),
  /** The card money given back so far ("1.00"); null when none was. */
  refunded_amount: z.string().nullable(),
  /** Since when an order awaiting its PIN has waited (when it was paid); null for any other. */
  waiting_since: z.string().nullable(),
  /** How many seconds an order awaiting its PIN has waited, by the server's clock; null for any other. */
  waited_seconds: z.number().int().nullable(),
});
export type StaffOrder = z.infer<typeof staffOrder>;

export const staffOrderListResponse = pageOf(staffOrder);

export const timelineEvent = z.object({
  /** When it happened; null when the order records that it happened but not when (a failure). */
  at: z.string().nullable(),
  event: z.enum(['created', 'paid', 'fulfilled', 'failed', 'refunded']),
  detail: z.string(),
});

/** The card payment of a card order: what the provider was asked for and where it stands. */
export const staffOrderPayment = z.object({
  id: z.string(),
  /** `stripe`, or `dev` for the built-in dev checkout. */
  provider: z.string(),
  status: z.enum(['pending', 'fulfilled', 'failed', 'expired']),
  amount: z.string(),
  currency: z.string(),
  created_at: z.string(),
});

/**
 * What was given back for an order: a point, a subscription use (nothing to return), or a card
 * payment refunded through the payment provider (`provider_refund_id`, e.g. Stripe's `re_…`).
 */
export const staffOrderRefund = z.object({
  at: z.string(),
  reason: z.string(),
  given_back: z.enum(['point', 'subscription_use', 'card']),
  /** The amount refunded to the card ("12.50"); null for a point or a subscription use. */
  amount: z.string().nullable(),
  provider_refund_id: z.string().nullable(),
  /** The staff member who did it; null when the shop did it by itself (a supplier's failure). */
  by: z.string().nullable(),
});

/** How a PIN is shown to staff until they reveal it: its last 4 characters (`••••-7788`). */
export const maskPin = (pin: string): string => `••••-${pin.slice(-4)}`;

export const staffOrderDetail = staffOrder.extend({
  pin_masked: z.string().nullable().meta({
    description:
      'The PIN with all but its last 4 characters hidden (`••••-7788`); null while the order has none. `POST …/reveal-pin/` answers the whole PIN and records who read it.',
  }),
  failure_reason: z.string().nullable(),
  vin_summary: z.string(),
  vin_warnings: z.array(z.string()),
  payment: staffOrderPayment.nullable(),
  refund: staffOrderRefund.nullable(),
  timeline: z.array(timelineEvent),
  refund_limit: z.string().nullable().meta({
    description:
      'The largest card amount the signed-in staff member may refund on their own (STAFF_REFUND_LIMIT, "100.00"); above it an admin must (403 `needs_admin`). Null for an admin: no limit.',
  }),
  own_order: z.boolean().meta({
    description:
      "The signed-in staff member's own order: they may not fulfil, fail or refund it (403 `own_account`).",
  }),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetail>;

/** The PIN as staff type it; its pattern (PIN_PATTERN) is the server's setting, checked there. */
export const fulfilOrderRequest = z.object({
  pin: z.string({ error: messages.required }).trim().min(1, messages.required).max(200),
});

/**
 * A fulfilled order's PIN typed wrongly, corrected: the new PIN (checked against PIN_PATTERN by
 * the server, never answered back) and why, kept in the audit log.
 */
export const correctPinRequest = z.object({
  pin: z.string({ error: messages.required }).trim().min(1, messages.required).max(200),
  reason: plainText(
    z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .max(FAILURE_REASON_MAX, `At most ${FAILURE_REASON_MAX} characters.`),
    true,
  ),
});

/** The whole PIN of an order, for the staff member who revealed it (the reveal is audited). */
export const revealPinResponse = z.object({ pin: z.string() });

/** Failing an order (no PIN yet) or refunding a fulfilled one (the PIN stays with the customer). */
export const failOrderRequest = z.object({
  reason: plainText(
    z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .max(FAILURE_REASON_MAX, `At most ${FAILURE_REASON_MAX} characters.`),
    true,
  ),
});

/** A required reason for a staff action (points granted, an order failed): kept in the audit log. */
export const staffReason = plainText(
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(FAILURE_REASON_MAX, `At most ${FAILURE_REASON_MAX} characters.`),
  true,
);
