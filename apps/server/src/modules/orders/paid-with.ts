/**
 * What paid for a PIN order as the customer and staff see it (decision 028): the order records
 * `card` for every checkout, and its payment's provider tells a PayPal checkout from a card one.
 */
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { PaidWith } from '@navihub/contract/history';
import type { Order } from './order.js';

/**
 * Selected beside an order: whether it was paid (or is being paid) through PayPal, that is its
 * payment was recorded with PayPal itself or the dev PayPal page.
 */
export const viaPaypalColumn = () =>
  // Spelled out: inside a one-table select drizzle leaves column names unqualified.
  sql<boolean>`exists (select 1 from "payments" where "payments"."order_id" = "orders"."id" and "payments"."provider" in ('paypal', 'dev-paypal'))`.mapWith(
    Boolean,
  );

/** What the history reads of a payment's recorded tax (`payments.tax`, decision 065). */
export interface PaidTax {
  mode: 'off' | 'oss';
  taxCents: number;
  grossCents: number;
}

/**
 * Selected beside an order: the tax its (latest) payment recorded, when one did; the history
 * shows the gross beside the net price by it (decision 072).
 */
export const paymentTaxColumn = () =>
  sql<PaidTax | null>`(select "payments"."tax" from "payments" where "payments"."order_id" = "orders"."id" order by "payments"."created_at" desc limit 1)`;

export const paidWithOf = (order: Pick<Order, 'payment'>, viaPaypal: boolean): PaidWith =>
  order.payment === 'card' && viaPaypal ? 'paypal' : order.payment;

/** Of these orders, the ones paid (or being paid) through PayPal. */
export async function paidViaPaypal(db: DbOrTx, orderIds: string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ id: orders.id, paypal: viaPaypalColumn() })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Set(rows.filter((row) => row.paypal).map((row) => row.id));
}
