/** The shop's PostgreSQL schema (drizzle). Money is integer cents; points move only through the ledger. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A file sent with a mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A business buyer's details (decision 065): each optional, as given and checked. */
export interface BusinessBuyer {
  companyName: string;
  /** Billing address lines. */
  address: string[];
  /** ISO 3166-1 alpha-2; '' when not given. */
  country: string;
  /** With its country prefix (`DE136695976`); '' when not given. */
  vatNumber: string;
}

/** The location evidence of a sale (EU OSS asks two pieces that agree), as far as it is known. */
export interface TaxEvidence {
  /** The billing country the customer gave. */
  billingCountry: string | null;
  /** The caller's country, from the proxy's header (IP_COUNTRY_HEADER). */
  ipCountry: string | null;
  /** The card's or PayPal account's country, once the provider reports it. */
  providerCountry: string | null;
  /** Whether the pieces known agree: null while fewer than two are known. */
  agree: boolean | null;
}

/** What the VIES service said of a business buyer's VAT number, when asked (VIES_CHECK=on). */
export interface ViesConsultation {
  result: 'valid' | 'invalid' | 'unavailable';
  /** VIES's consultation number (`requestIdentifier`), when it gives one. */
  requestIdentifier: string | null;
  checkedAt: string;
}

/** How a payment's tax was decided (decision 065); the amount charged is `grossCents`. */
export interface PaymentTax {
  mode: 'off' | 'oss';
  /** The country whose rate applies; null while taxes are off. */
  country: string | null;
  rateBasisPoints: number;
  netCents: number;
  taxCents: number;
  grossCents: number;
  reverseCharge: boolean;
  evidence: TaxEvidence;
  vies: ViesConsultation | null;
}

export const userRole = pgEnum('user_role', ['customer', 'staff', 'admin']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    role: userRole('role').notNull().default('customer'),
    discountPercent: integer('discount_percent').notNull().default(0),
    receiveEmail: boolean('receive_email').notNull().default(true),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    speciality: text('speciality').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    /** When the owner proved the address (confirmation link or Google); null: not yet. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When an admin disabled the account (it cannot sign in); null: enabled (issue 12). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The business details the customer gave last (decision 065), prefilled at checkout; null: none. */
    business: jsonb('business').$type<BusinessBuyer>(),
    /**
     * The language of the account's e-mails (issue 32, decision 068): the page's at sign-up, then
     * the one picked in the header's language selector while signed in.
     */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    check('users_discount_range', sql`${t.discountPercent} between 0 and 100`),
  ],
);

/**
 * One row per sign-in (password or Google). Access tokens name their session (`sid`), and every
 * signed-in request checks by this key that the session has not ended (logout, password change or
 * reset). `signed_in_at` is when the password was last proven; refreshing tokens does not renew it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One row per issued refresh token; rotation and logout set revoked_at (the blacklist). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash)],
);

/** Links of the address-confirmation e-mail; only the SHA-256 of the key is kept. */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_confirmations_key_hash_key').on(t.keyHash),
    // The resend's count of the links an account was mailed in the last day (email-verification.ts).
    index('email_confirmations_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const tools = pgTable('tools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Current points balance per user and tool; only ledger writes change it, never below zero. */
export const pointBalances = pgTable(
  'point_balances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id),
    amount: integer('amount').notNull().default(0),
  },
  (t) => [
    uniqueIndex('point_balances_user_tool_key').on(t.userId, t.toolId),
    check('point_balances_non_negative', sql`${t.amount} >= 0`),
  ],
);

export const pointLedger = pgTable(
  'point_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('point_ledger_reason_reference_key').on(t.reason, t.reference)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('subscriptions_user_tool_key').on(t.userId, t.toolId)],
);

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sending', 'sent', 'failed']);

/** E-mail outbox: written in the same transaction as the change it reports, sent by the worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    kind: text('kind').notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    /** Files sent with the mail (an invoice's PDF), base64; emptied with the body once sent. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** The language the mail is written in, sent as its Content-Language (decision 068). */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  // Only mail still to send, in claim order (see jobs_open_idx).
  (t) => [
    index('outbox_open_idx')
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

// ---- Navigation-code catalogue -------------------------------------------------------------

/** Head-unit generations ("comand" in the spec's API). */
export const headUnits = pgTable('head_units', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    headUnitId: integer('head_unit_id')
      .notNull()
      .references(() => headUnits.id),
    mapRegion: text('map_region').notNull(),
    version: text('version').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('variants_unit_region_version_key').on(t.headUnitId, t.mapRegion, t.version)],
);

/** Operator-set prices in cents, by product code ('navigation_code'). */
export const prices = pgTable(
  'prices',
  {
    code: text('code').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('prices_positive', sql`${t.amountCents} > 0`)],
);

// ---- PIN orders --------------------------------------------------------------------------------

export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'fulfilled', 'failed']);
export const orderPayment = pgEnum('order_payment', ['points', 'subscription', 'card']);

/**
 * One PIN order. pending (card payment not yet confirmed) → paid (entitlement taken, PIN being
 * obtained) → fulfilled (PIN known) or failed (entitlement given back).
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** Increasing order number: the order of the history, and a reference people can read out. */
    number: serial('number').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    comand: text('comand').notNull(),
    mapRegion: text('map_region').notNull(),
    version: text('version').notNull(),
    vin: text('vin').notNull(),
    payment: orderPayment('payment').notNull(),
    status: orderStatus('status').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    email: text('email'),
    provider: text('provider'),
    pin: text('pin'),
    pinIsDemo: boolean('pin_is_demo').notNull().default(false),
    failureReason: text('failure_reason'),
    userIp: text('user_ip'),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /**
     * A staff refund under way (docs/decisions/026): set before the payment provider is asked, so a
     * second refund, a fail or a fulfil of the order at the same moment is refused; cleared when the
     * refund is recorded or refused. A claim older than REFUND_CLAIM_SECONDS is stale (a crash).
     */
    refundClaim: text('refund_claim'),
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    /** What paid for the order was given back: when, why, what, how much, the provider's refund, by whom. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    refundGivenBack: text('refund_given_back'),
    refundAmountCents: integer('refund_amount_cents'),
    providerRefundId: text('provider_refund_id'),
    /** The staff member's e-mail address; null when the shop did it by itself (a supplier's failure). */
    refundedBy: text('refunded_by'),
    /**
     * The card money given back so far, in cents, over every refund of its payment (the shop's,
     * one made in the provider's dashboard, a dispute; decision 043); null when none. Below the
     * price with no `refunded_at`: the order is partially refunded, and staff can refund the rest.
     */
    cardRefundedCents: integer('card_refunded_cents'),
    /** When the order failed; null for one not failed, or failed before this was recorded. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /**
     * The bulk order it was placed by (issue 34 part 5); null for an order of its own. Its PIN and
     * its failure are told in the batch's one e-mail, not in mails of their own (decision 061).
     * No foreign key: a batch deleted with its account leaves its orders, as orders outlive it.
     */
    bulkOrderId: text('bulk_order_id'),
  },
  // No index on status: nearly every order is fulfilled, and with one the planner took a status
  // scan over the key for fulfilment's update of a claim's orders (decision 010).
  (t) => [index('orders_user_number_idx').on(t.userId, t.number)],
);

/**
 * A test order (docs/decisions/066): placed with an `nh_test_` API key, through the same endpoints
 * and answers as an order, but kept apart from `orders` so that nothing live (the history of a
 * signed-in customer, staff's queue, reports, invoices, exports, the dashboard, live webhooks) can
 * read one by forgetting a filter. Nothing paid for it; its PIN comes from the demo provider; its
 * VIN may be one of the sandbox's test VINs, which play out stock, delay and refusal.
 */
export const testOrders = pgTable(
  'test_orders',
  {
    id: text('id').primaryKey(),
    /** Its own numbering: the reference reads `NH-TEST-…`, never a live order's. */
    number: serial('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comand: text('comand').notNull(),
    mapRegion: text('map_region').notNull(),
    version: text('version').notNull(),
    vin: text('vin').notNull(),
    status: orderStatus('status').notNull().default('paid'),
    pin: text('pin'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [index('test_orders_user_number_idx').on(t.userId, t.number)],
);

// ---- Background jobs ---------------------------------------------------------------------------

export const jobStatus = pgEnum('job_status', ['queued', 'running', 'done', 'failed']);

/** Slow work (PIN provider calls) that never runs inside a request; claimed with SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: jobStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  // Only open jobs, in claim order: a claim walks it and stops after the first due ones, passing
  // over (and marking) entries of finished jobs instead of visiting every job ever queued.
  (t) => [
    index('jobs_open_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

// ---- Bundles and payments ----------------------------------------------------------------------

/** A bundle's names by language code (decision 070): only the languages staff gave one in. */
export type BundleNames = Record<string, string>;

export const tokenBundles = pgTable(
  'token_bundles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    tokens: integer('tokens').notNull().default(10), // TOKENS_PER_BUNDLE_DEFAULT (contract rules)
    active: boolean('active').notNull().default(true),
    /** The name per language other than English, `{ de: '…' }` (decision 070); `name` where none. */
    names: jsonb('names').$type<BundleNames>().notNull().default({}),
  },
  (t) => [
    check('token_bundles_price_positive', sql`${t.priceCents} > 0`),
    check('token_bundles_discount_range', sql`${t.discountPercent} between 0 and 100`),
    check('token_bundles_tokens_positive', sql`${t.tokens} > 0`),
  ],
);

export const subscriptionBundles = pgTable(
  'subscription_bundles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    durationDays: integer('duration_days').notNull(),
    active: boolean('active').notNull().default(true),
    /** The name per language other than English, `{ de: '…' }` (decision 070); `name` where none. */
    names: jsonb('names').$type<BundleNames>().notNull().default({}),
  },
  (t) => [
    check('subscription_bundles_price_positive', sql`${t.priceCents} > 0`),
    check('subscription_bundles_discount_range', sql`${t.discountPercent} between 0 and 100`),
    check('subscription_bundles_duration_positive', sql`${t.durationDays} > 0`),
  ],
);

export const paymentKind = pgEnum('payment_kind', ['pin', 'token_bundle', 'subscription_bundle']);
export const paymentStatus = pgEnum('payment_status', ['pending', 'fulfilled', 'failed', 'expired']);

/**
 * One card payment. Written (with its pending order) before the customer goes to the provider, so
 * a webhook always finds it; fulfilled exactly once by fulfilPayment.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    kind: paymentKind('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: text('order_id').references(() => orders.id),
    tokenBundleId: integer('token_bundle_id').references(() => tokenBundles.id),
    subscriptionBundleId: integer('subscription_bundle_id').references(() => subscriptionBundles.id),
    /** What was sold, as the checkout showed it: name, price, and the bundle's tokens or days. */
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /**
     * A bundle's terms when its checkout opened, granted as they are (decision 044); null on a
     * PIN, and on bundle payments written before they were recorded (those read the bundle).
     */
    tokens: integer('tokens'),
    durationDays: integer('duration_days'),
    email: text('email'),
    status: paymentStatus('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    failureReason: text('failure_reason'),
    userIp: text('user_ip'),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /**
     * When the shop queued the refund of money the provider took for this payment that it will not
     * honour (a capture that does not match, or one completing after the payment failed or
     * expired; decision 043): set once, so the refund is queued exactly once.
     */
    refundQueuedAt: timestamp('refund_queued_at', { withTimezone: true }),
    /** The business buyer's details given for this payment (decision 065); null: none. */
    buyer: jsonb('buyer').$type<BusinessBuyer>(),
    /** How its tax was decided, net, rate, tax, evidence (decision 065); null on payments before taxes. */
    tax: jsonb('tax').$type<PaymentTax>(),
  },
  (t) => [
    uniqueIndex('payments_provider_session_key').on(t.providerSessionId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_tokens_positive', sql`${t.tokens} > 0`),
    check('payments_duration_positive', sql`${t.durationDays} > 0`),
  ],
);

/**
 * A test payment of the sandbox (docs/decisions/073): a card payment or bundle purchase started
 * with an `nh_test_` API key. It is paid or declined on the shop's own sandbox checkout page,
 * never at a provider, and kept apart from `payments` as test orders are from `orders` (decision
 * 066): no live read (the account's purchases, staff's views, reports, invoices, the export)
 * can pick one up by forgetting a filter. Nothing is charged and nothing is granted.
 */
export const testPayments = pgTable(
  'test_payments',
  {
    id: text('id').primaryKey(),
    kind: paymentKind('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A PIN's test order, written pending with the payment and paid when the payment is. */
    testOrderId: text('test_order_id').references(() => testOrders.id, { onDelete: 'cascade' }),
    tokenBundleId: integer('token_bundle_id'),
    subscriptionBundleId: integer('subscription_bundle_id'),
    /** What a live purchase of the bundle would give; shown, never granted. */
    tokens: integer('tokens'),
    durationDays: integer('duration_days'),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: paymentStatus('status').notNull().default('pending'),
    /** The sandbox checkout's session id (`cs_test_…`): the proof in the success page's link. */
    sessionId: text('session_id').notNull().unique(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: createdAt(),
    /** When it was paid or declined on the sandbox checkout; null while it is open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('test_payments_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Every refund (or dispute) of a payment the provider reports, by the provider's id: the shop's
 * own refunds and those made in the provider's dashboard alike, each recorded once however often
 * and by whichever path it is reported (decision 043). Their sum is what went back.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    /** The provider's id: a PayPal refund, a Stripe refund (`re_…`) or dispute (`dp_…`). */
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: text('kind').notNull().default('refund'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    check('payment_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Provider webhook events already handled (providers deliver at least once). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The built-in dev checkout's sessions (the stand-in for Stripe Checkout; refused in production). */
export const devCheckoutSessions = pgTable('dev_checkout_sessions', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  description: text('description').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status').notNull().default('open'),
  paid: boolean('paid').notNull().default(false),
  /** A refund of the paid session (status `refunded`): the amount, when, and its id. */
  refundedCents: integer('refunded_cents'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  refundId: text('refund_id'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// ---- Back-office audit log ---------------------------------------------------------------------

/**
 * Every staff action: who, when, what, and the values before and after. Written in the same
 * transaction as the change; a trigger refuses every update and delete (migration 0012).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The staff account and its e-mail address as it was then. No foreign key: the log outlives
     * the account, and a key's ON DELETE would have to change rows nothing may change.
     */
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_at_idx').on(t.at),
    // A staff member's own entries (their audit page) and their PIN reveals of the last hour.
    index('audit_log_actor_idx').on(t.actorId, t.action, t.at),
  ],
);

/**
 * Points a staff member gave or took on one UTC day (decision 042): the counter of
 * STAFF_POINTS_PER_DAY, raised by a guarded upsert in the transaction of the grant, so parallel
 * grants cannot pass it. Admins and the operator CLI are not counted.
 */
export const staffDailyPoints = pgTable(
  'staff_daily_points',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.day] }),
    check('staff_daily_points_non_negative', sql`${t.points} >= 0`),
  ],
);

export const withdrawalStatus = pgEnum('withdrawal_status', ['received', 'refunded', 'closed']);

/**
 * A withdrawal from a contract a consumer sent online (issue 32, decision 056): what they typed,
 * when it arrived, and what staff did about it. Kept like an order, as proof for both sides.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The order number or payment reference as the consumer typed it. */
    reference: text('reference').notNull(),
    /** token_bundle, subscription_bundle or pin. */
    contract: text('contract').notNull(),
    reason: text('reason'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    status: withdrawalStatus('status').notNull().default('received'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    paymentId: text('payment_id').references(() => payments.id),
    refundedCents: integer('refunded_cents'),
    note: text('note'),
  },
  (t) => [index('withdrawal_requests_received_idx').on(t.receivedAt)],
);

/**
 * A customer's API key (issue 34, decision 053): only the SHA-256 of the key is kept, with its last
 * four characters to tell keys apart. Each key opens a session of its own (`session_id`): revoking
 * the key ends that session, and every request checks both, so the key stops in every process at once.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['live', 'test'] }).notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    keyHash: text('key_hash').notNull(),
    lastFour: text('last_four').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_hash_key').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

/**
 * Idempotency keys of the POSTs that create an order or a payment (decision 053): one row per
 * account and key, taken before the work and holding its answer after. Swept after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, the route and the body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_flight', 'done'] })
      .notNull()
      .default('in_flight'),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * A PIN order's consent to immediate delivery and acknowledgement of losing the right of
 * withdrawal (issue 32, decision 057): one row per kind given, with the wording's version and
 * language, or one `business_exempt` row when an API client ordered without it. Written before the
 * order is placed (consent comes first), so `order_id` is not a foreign key: a refused order leaves
 * its consent rows naming no order.
 */
export const orderConsents = pgTable(
  'order_consents',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id'),
    kind: text('kind', { enum: ['immediate_delivery', 'waiver_acknowledged', 'business_exempt'] }).notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    textVersion: text('text_version'),
    language: text('language'),
    exemptReason: text('exempt_reason'),
  },
  (t) => [
    uniqueIndex('order_consents_order_kind').on(t.orderId, t.kind),
    check(
      'order_consents_kind',
      sql`${t.kind} in ('immediate_delivery', 'waiver_acknowledged', 'business_exempt')`,
    ),
  ],
);

// ---- Invoices and credit notes (decision 054): numbered per year from a counter row taken in the
// transaction that records the payment or the refund, so a rollback leaves no gap. -------------

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The last number given in a series (`invoice`, `credit_note`) and year; locked while one is taken. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** The seller as the invoice names them, copied from the settings when it was issued. */
export interface InvoiceSeller {
  name: string;
  address: string[];
  email: string;
  vatId: string;
  register: string;
  country: string;
}

/** The buyer as far as the shop knows them: the e-mail address given, and a name or company, address, VAT number when given. */
export interface InvoiceBuyer {
  email: string | null;
  name?: string | undefined;
  address?: string[] | undefined;
  /** ISO 3166-1 alpha-2 (decision 065). */
  country?: string | undefined;
  vatId?: string | undefined;
}

/**
 * What a line sold, as data (decision 076): the line's title and particulars are written from it
 * in the invoice's language when the PDF and the mail are made. A bundle keeps its names by
 * language as they were when the invoice was issued; its tokens or days are the payment's.
 */
export type InvoiceItem =
  | {
      kind: 'pin';
      /** The order's `NH-` reference. */
      reference: string;
      headUnit: string;
      mapRegion: string;
      version: string;
      vin: string;
    }
  | {
      kind: 'token_bundle';
      name: string;
      names: BundleNames;
      tokens: number | null;
    }
  | {
      kind: 'subscription_bundle';
      name: string;
      names: BundleNames;
      days: number | null;
    };

/**
 * One line of what was sold: its title and the particulars (head unit, region, version, VIN), in
 * English as issued (the export's, and the PDF's of a line without `item`).
 */
export interface InvoiceLine {
  title: string;
  details: string[];
  netCents: number;
  /** What was sold, as data; none on lines issued before decision 076. */
  item?: InvoiceItem | undefined;
  /** A credit note's line: why the money went back. */
  reason?: string | undefined;
}

/**
 * One invoice or credit note, as issued: never changed afterwards but for its PDF, made by a job.
 * Amounts of a credit note are negative; it names the invoice it corrects.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** INVOICE_PREFIX when issued; a credit note of the invoice takes the same. */
    prefix: text('prefix').notNull().default(''),
    paymentId: text('payment_id').notNull(),
    orderId: text('order_id'),
    /** The order's `NH-` reference the customer knows it by; null for a bundle. */
    orderReference: text('order_reference'),
    /** The customer's account; kept (set null) when the account is deleted: invoices are kept for years. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the invoice was mailed; null when nobody is to get it by mail. */
    email: text('email'),
    /** The unguessable part of a guest's link to the PDF (the order link's holder). */
    accessKey: text('access_key').notNull(),
    correctsId: integer('corrects_id'),
    /** The provider's refund a credit note records, once. */
    refundId: text('refund_id').unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    suppliedAt: timestamp('supplied_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    netCents: integer('net_cents').notNull(),
    /** Tax rate in hundredths of a percent (1900 = 19 %); 0 while the shop charges no tax. */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    taxCents: integer('tax_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    currency: text('currency').notNull(),
    /** How it was paid: `card` (Stripe) or `paypal`. */
    paidWith: text('paid_with').notNull(),
    /** No VAT charged: an EU business buyer in another EU country (decision 065); the PDF says "Reverse charge". */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    reason: text('reason'),
    pdf: bytea('pdf'),
    pdfMadeAt: timestamp('pdf_made_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_payment_invoice_key')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_series_key').on(t.kind, t.prefix, t.year, t.sequence),
    index('invoices_user_idx').on(t.userId),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_sum', sql`${t.netCents} + ${t.taxCents} = ${t.grossCents}`),
  ],
);

export type Invoice = typeof invoices.$inferSelect;

// ---- Bulk orders (decision 061) ----------------------------------------------------------------

/**
 * A fleet's CSV upload: paid for as a whole when it is taken (points or subscription uses for every
 * valid row), its rows ordered by the `bulk-order` job. queued → processing (orders placed) →
 * completed (every row has its PIN or its error).
 */
export const bulkOrders = pgTable(
  'bulk_orders',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'processing', 'completed'] })
      .notNull()
      .default('queued'),
    payment: text('payment', { enum: ['points', 'subscription'] }).notNull(),
    rowCount: integer('row_count').notNull(),
    validRows: integer('valid_rows').notNull(),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** False for a batch of test orders, uploaded with an `nh_test_` key (decision 066). */
    livemode: boolean('livemode').notNull().default(true),
  },
  (t) => [index('bulk_orders_user_idx').on(t.userId, t.createdAt)],
);

/** One row of an upload, in file order: what to order, and its order once placed or why not. */
export const bulkOrderRows = pgTable(
  'bulk_order_rows',
  {
    bulkOrderId: text('bulk_order_id')
      .notNull()
      .references(() => bulkOrders.id, { onDelete: 'cascade' }),
    /** 1 for the first line below the column names. */
    row: integer('row').notNull(),
    reference: text('reference'),
    comand: text('comand').notNull(),
    mapRegion: text('map_region').notNull(),
    version: text('version').notNull(),
    vin: text('vin').notNull(),
    /** Why the row was not ordered (set at upload, or when its order could not be placed). */
    error: text('error'),
    /** The order's id, chosen at upload; the order exists once `ordered` is true. */
    orderId: text('order_id').notNull(),
    ordered: boolean('ordered').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.bulkOrderId, t.row] })],
);

// ---- Webhooks (issue 34 part 4, decision 060) ---------------------------------------------------

/**
 * A customer's webhook endpoint: where the events they chose are delivered, signed with its secret
 * (Standard Webhooks). After a rotation the previous secret signs too until `previous_secret_until`.
 * A 410 answer disables it (`disabled_at`).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    /** False for a test endpoint, registered with an `nh_test_` key: it hears only test events (decision 066). */
    livemode: boolean('livemode').notNull().default(true),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

/**
 * One event for one endpoint: its message id (`webhook-id`, the same on every attempt), the body
 * signed and sent, and how its delivery goes. Written in the transaction of the change it tells.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastResponseCode: integer('last_response_code'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_key').on(t.messageId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);
