/**
 * Request and response shapes of the staff back-office (issue 12): the order queue, one order,
 * and staff's entering of a PIN by hand (PIN_PROVIDER=manual) or failing an order.
 */
import { z } from 'zod';
import { plainText } from './fields.js';
import { messages } from './messages.js';

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
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const staffOrderParams = z.object({ id: z.string().uuid() });

export const staffOrder = z.object({
  id: z.string(),
  number: z.number().int(),
  created_at: z.string(),
  /** The invoice address of a card order, else the customer's; null when neither is known. */
  email: z.string().nullable(),
  comand: z.string(),
  map_region: z.string(),
  version: z.string(),
  vin: z.string(),
  paid_with: z.enum(['points', 'subscription', 'card']),
  /** What a card paid ("12.50"); null for a point or a subscription use. */
  amount: z.string().nullable(),
  currency: z.string(),
  status: staffOrderStatus,
});
export type StaffOrder = z.infer<typeof staffOrder>;

export const staffOrderListResponse = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(staffOrder),
});

export const timelineEvent = z.object({
  /** When it happened; null when the order records that it happened but not when (a failure). */
  at: z.string().nullable(),
  event: z.enum(['created', 'paid', 'fulfilled', 'failed']),
  detail: z.string(),
});

export const staffOrderDetail = staffOrder.extend({
  pin: z.string().nullable(),
  failure_reason: z.string().nullable(),
  vin_summary: z.string(),
  vin_warnings: z.array(z.string()),
  timeline: z.array(timelineEvent),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetail>;

/** The PIN as staff type it; its pattern (PIN_PATTERN) is the server's setting, checked there. */
export const fulfilOrderRequest = z.object({
  pin: z.string({ error: messages.required }).trim().min(1, messages.required).max(200),
});

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
