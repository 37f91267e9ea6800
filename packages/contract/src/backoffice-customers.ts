/**
 * The back-office's customers (issue 12): search, one customer with balance, subscription,
 * discount, orders, payments and ledger; points granted or taken (staff), discount, role and
 * disabling (admin).
 */
import { z } from 'zod';
import { BACKOFFICE_SEARCH_MAX, staffOrder, staffReason } from './backoffice.js';
import { pageOf, pageQuery } from './api/common.js';
import { INT4_MAX, plainText } from './fields.js';
import { messages } from './messages.js';

export const USER_ROLES = ['customer', 'staff', 'admin'] as const;
export const userRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRole>;

/** The most points one grant may give or take. */
export const POINTS_ADJUSTMENT_MAX = 100_000;

export const staffCustomerListQuery = pageQuery.extend({
  /** Part of the e-mail address or name, or the customer's number. */
  q: plainText(z.string().trim().max(BACKOFFICE_SEARCH_MAX)).optional(),
});

export const staffCustomerParams = z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX) });

export const staffCustomer = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: userRole,
  /** Navigation points (the balance the shop's PIN orders take from). */
  points: z.number().int(),
  /** The end of the navigation subscription; null when there is none (or it has ended). */
  subscription_until: z.string().nullable(),
  discount_percent: z.number().int(),
  /** A disabled account cannot sign in, and its sessions and refresh tokens no longer work. */
  disabled: z.boolean(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type StaffCustomer = z.infer<typeof staffCustomer>;

export const staffCustomerListResponse = pageOf(staffCustomer);

export const staffLedgerEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  tool: z.string(),
  /** Positive: points given; negative: points taken. */
  delta: z.number().int(),
  reason: z.string(),
  reference: z.string(),
});

export const staffCustomerPayment = z.object({
  id: z.string(),
  created_at: z.string(),
  kind: z.enum(['pin', 'token_bundle', 'subscription_bundle']),
  description: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(['pending', 'fulfilled', 'failed', 'expired']),
  provider: z.string(),
});

/** One customer with the newest 20 of each: orders, card payments and ledger entries. */
export const staffCustomerDetail = staffCustomer.extend({
  points_limits: z
    .object({
      per_action: z.number().int(),
      per_day: z.number().int(),
      left_today: z.number().int(),
    })
    .nullable()
    .meta({
      description:
        'What the signed-in staff member may still give or take (STAFF_POINTS_PER_ACTION at once, STAFF_POINTS_PER_DAY a day, counted in UTC days); beyond it an admin must (403 `needs_admin`). Null for an admin: no limit.',
    }),
  own_account: z.boolean().meta({
    description:
      "The signed-in staff member's own account: they may not change its points, discount or role (403 `own_account`).",
  }),
  orders: z.array(staffOrder),
  payments: z.array(staffCustomerPayment),
  ledger: z.array(staffLedgerEntry),
});
export type StaffCustomerDetail = z.infer<typeof staffCustomerDetail>;

/** Points granted (positive) or taken (negative), with the reason the ledger keeps. */
export const staffPointsRequest = z.object({
  points: z
    .number({ error: messages.notAnInteger })
    .int(messages.notAnInteger)
    .min(-POINTS_ADJUSTMENT_MAX, `At most ${POINTS_ADJUSTMENT_MAX} points at once.`)
    .max(POINTS_ADJUSTMENT_MAX, `At most ${POINTS_ADJUSTMENT_MAX} points at once.`)
    .refine((n) => n !== 0, 'Give or take at least one point.'),
  reason: staffReason,
});

/** An admin's change of a customer: any of discount, role and disabled (at least one). */
export const adminCustomerUpdateRequest = z
  .object({
    discount_percent: z
      .number({ error: messages.notAnInteger })
      .int(messages.notAnInteger)
      .min(0, 'The discount is 0–100 %.')
      .max(100, 'The discount is 0–100 %.')
      .optional(),
    role: userRole.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((b) => b.discount_percent !== undefined || b.role !== undefined || b.disabled !== undefined, {
    message: 'Nothing to change.',
  });
