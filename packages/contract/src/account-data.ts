/**
 * The customer's own data (issue 33, GDPR art. 15, 17, 20; decision 055): the export of everything
 * the shop holds about a signed-in customer, and the deletion of their account.
 */
import { z } from 'zod';
import { plainText, requiredOrWrongType } from './fields.js';

/** The texts of this area (kept beside it so that merging the shared table stays easy). */
export const accountDataMessages = {
  passwordRequired: 'Enter your password to delete your account.',
  passwordWrong: 'This password is not right. Your account has not been deleted.',
  googleSignInRequired: 'Sign in with Google again to delete your account.',
  googleSignInNotFresh: 'Please sign in with Google again: that sign-in is more than 5 minutes old.',
  googleAccountMismatch: 'That Google account is not the one of this account.',
  staffAccount: 'Staff accounts are not deleted here: an admin first makes the account a customer.',
  deleted: 'Your account has been deleted.',
  deletedByStaff: 'The account has been deleted.',
  reasonRequired: 'Say why (the customer asked, and how).',
} as const;

/** The deletion's proof that the owner asks: the password, or a fresh Google sign-in for an account without one. */
export const deleteAccountRequest = z.object({
  password: z.string({ error: requiredOrWrongType() }).max(200).optional(),
  id_token: z.string({ error: requiredOrWrongType() }).max(8192).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

/** Staff deleting an account on the customer's request: why, for the audit log. */
export const staffDeleteAccountRequest = z.object({
  reason: plainText(
    z.string({ error: requiredOrWrongType() }).trim().min(1, accountDataMessages.reasonRequired).max(500),
  ),
});

const at = z.string().nullable();

export const exportedOrder = z.object({
  id: z.string(),
  number: z.number().int(),
  created_at: z.string(),
  comand: z.string(),
  map_region: z.string(),
  version: z.string(),
  vin: z.string(),
  payment: z.string(),
  status: z.string(),
  price_cents: z.number().int(),
  currency: z.string(),
  email: z.string().nullable(),
  pin: z.string().nullable(),
  paid_at: at,
  fulfilled_at: at,
  failed_at: at,
  refunded_at: at,
  refund_amount_cents: z.number().int().nullable(),
  user_ip: z.string().nullable(),
  request_ip: z.string().nullable(),
});

export const exportedPayment = z.object({
  id: z.string(),
  kind: z.string(),
  order_id: z.string().nullable(),
  description: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  provider: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  fulfilled_at: at,
  user_ip: z.string().nullable(),
  request_ip: z.string().nullable(),
});

/**
 * A consent given with one of the customer's orders (issue 32, decision 057): one per box ticked,
 * with the time, the wording's version and its language; or the order recorded as a business's.
 */
export const exportedOrderConsent = z.object({
  order_id: z.string(),
  order_number: z.number().int(),
  kind: z.enum(['immediate_delivery', 'waiver_acknowledged', 'business_exempt']),
  given_at: z.string(),
  text_version: z.string().nullable(),
  language: z.string().nullable(),
  exempt_reason: z.string().nullable(),
});

/** Everything the shop holds about the signed-in customer (`GET /api/v1/account/export/`). */
export const accountExport = z.object({
  exported_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    speciality: z.string(),
    birthday: z.string().nullable(),
    role: z.string(),
    discount_percent: z.number().int(),
    created_at: z.string(),
    email_verified_at: at,
    signs_in_with_password: z.boolean(),
    signs_in_with_google: z.boolean(),
    /** The language of the account's e-mails (decision 068). */
    language: z.string(),
  }),
  consents: z.object({
    receive_email: z.boolean(),
    /** The consents given with the customer's orders (issue 32), oldest order first. */
    orders: z.array(exportedOrderConsent),
  }),
  orders: z.array(exportedOrder),
  payments: z.array(exportedPayment),
  points: z.object({
    balances: z.array(z.object({ tool: z.string(), amount: z.number().int() })),
    ledger: z.array(
      z.object({
        tool: z.string(),
        delta: z.number().int(),
        reason: z.string(),
        reference: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
  subscriptions: z.array(z.object({ tool: z.string(), end_date: z.string() })),
  /** The invoices' numbers (the invoices module fills it; decision 055). */
  invoices: z.array(z.object({ number: z.string(), issued_at: z.string() })),
  /** Sign-in sessions: when, and until when used; never a token. */
  sessions: z.array(z.object({ signed_in_at: z.string(), last_used_at: z.string(), ended_at: at })),
  /** The CSV uploads of a fleet (decision 061): their rows are in `orders`. */
  bulk_orders: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      paid_with: z.string(),
      rows: z.number().int(),
      valid_rows: z.number().int(),
      request_ip: z.string().nullable(),
      created_at: z.string(),
      completed_at: at,
    }),
  ),
  /** Where the customer's webhooks go (decision 060); never the signing secret. */
  webhook_endpoints: z.array(
    z.object({ url: z.string(), events: z.array(z.string()), created_at: z.string(), disabled_at: at }),
  ),
});
export type AccountExport = z.infer<typeof accountExport>;
