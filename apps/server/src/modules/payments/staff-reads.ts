/**
 * The back-office's reads of card payments (issue 12): a customer's newest payments, and the
 * dashboard's revenue summed in the database. Here because the payments table is this module's
 * (decision 020).
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';

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
  cents: number;
  payments: number;
}

/**
 * Money taken by fulfilled card payments since `since`, by UTC day and provider (`stripe`, `dev`):
 * one grouped query, a row per day and provider that took something.
 */
export async function revenueByDayAndProvider(db: DbOrTx, since: Date): Promise<RevenueRow[]> {
  const day = sql<string>`to_char(${payments.fulfilledAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      provider: payments.provider,
      cents: sql<number>`sum(${payments.amountCents})`.mapWith(Number),
      payments: sql<number>`count(*)`.mapWith(Number),
    })
    .from(payments)
    .where(and(eq(payments.status, 'fulfilled'), gte(payments.fulfilledAt, since)))
    .groupBy(day, payments.provider);
}
