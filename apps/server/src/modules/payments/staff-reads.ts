/**
 * Reads of card payments: a customer's newest payments (the back-office, issue 12, and the account
 * page's purchases), and the dashboard's revenue summed in the database. Here because the payments
 * table is this module's (decision 020).
 */
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentRefunds, payments } from '../../db/schema.js';

export type PaymentRow = typeof payments.$inferSelect;

/** A customer's newest card payments, newest first. */
export function paymentsOfCustomer(db: DbOrTx, userId: number, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

export interface RevenueRow {
  /** The UTC date the payment was fulfilled on (YYYY-MM-DD). */
  day: string;
  provider: string;
  /** Taken and kept: what was refunded of these payments (decision 043) is taken off. */
  cents: number;
  /** What was refunded (or lost to a dispute) of these payments, whenever it was. */
  refundedCents: number;
  payments: number;
}

/**
 * Money kept of fulfilled card payments since `since`, by UTC day (of the payment) and provider
 * (`stripe`, `paypal`, `dev`): what was refunded of a payment is taken off its day. One grouped
 * query, a row per day and provider that took something.
 */
export async function revenueByDayAndProvider(db: DbOrTx, since: Date): Promise<RevenueRow[]> {
  const day = sql<string>`to_char(${payments.fulfilledAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const refunded = sql`coalesce((select sum(${paymentRefunds.amountCents}) from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id}), 0)`;
  return db
    .select({
      day,
      provider: payments.provider,
      // A refund never exceeds its payment (the provider's), but a day is never below nothing.
      cents: sql<number>`sum(greatest(${payments.amountCents} - ${refunded}, 0))`.mapWith(Number),
      refundedCents: sql<number>`sum(least(${refunded}, ${payments.amountCents}))`.mapWith(Number),
      payments: sql<number>`count(*)`.mapWith(Number),
    })
    .from(payments)
    .where(and(eq(payments.status, 'fulfilled'), gte(payments.fulfilledAt, since)))
    .groupBy(day, payments.provider);
}

/** A customer's payments of these kinds, newest first (what their account page lists). */
export function paymentsOfUser(
  db: DbOrTx,
  userId: number,
  kinds: PaymentRow['kind'][],
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.kind, kinds)))
    .orderBy(desc(payments.createdAt));
}
