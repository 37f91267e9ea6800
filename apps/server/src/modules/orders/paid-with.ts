/**
 * What paid for a PIN order as the customer and staff see it (decision 028): the order records
 * `card` for every checkout, and its payment's provider tells a PayPal checkout from a card one.
 */
import { sql } from 'drizzle-orm';
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

export const paidWithOf = (order: Pick<Order, 'payment'>, viaPaypal: boolean): PaidWith =>
  order.payment === 'card' && viaPaypal ? 'paypal' : order.payment;
