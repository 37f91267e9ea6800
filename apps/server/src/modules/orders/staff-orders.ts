/**
 * Staff's reads of PIN orders (the back-office queue and one order), here because the orders
 * table is this module's: the back-office module asks through these functions (decision 020).
 */
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { StaffOrderStatus } from '@navihub/contract/backoffice';
import { INT4_MAX } from '@navihub/contract/fields';
import { orderNumberOfReference } from '@navihub/contract/order-reference';
import type { DbOrTx } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import type { Order } from './order.js';
import { likeEscaped } from '../../lib/like-pattern.js';
import { viaPaypalColumn } from './paid-with.js';

export interface StaffOrderFilter {
  status: StaffOrderStatus | 'all';
  /** Order number (`42`, `#42`), part of an e-mail address, or part of a VIN. */
  q?: string | undefined;
  limit: number;
  offset: number;
}

/** An order and its customer's e-mail address (null: a guest order, or the account is gone). */
export interface StaffOrderRow {
  order: Order;
  customerEmail: string | null;
  /** Paid (or being paid) through PayPal rather than the card checkout. */
  viaPaypal: boolean;
}

/** The queue's status of an order: a paid order without a PIN waits for one. */
export function staffStatusOf(order: Pick<Order, 'status'>): StaffOrderStatus {
  switch (order.status) {
    case 'pending':
      return 'pending_payment';
    case 'paid':
      return 'awaiting_pin';
    default:
      return order.status;
  }
}

function statusCondition(status: StaffOrderFilter['status']): SQL | undefined {
  switch (status) {
    case 'awaiting_pin':
      return and(eq(orders.status, 'paid'), isNull(orders.pin));
    case 'pending_payment':
      return eq(orders.status, 'pending');
    case 'fulfilled':
      return eq(orders.status, 'fulfilled');
    case 'failed':
      return eq(orders.status, 'failed');
    case 'all':
      return undefined;
  }
}

function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const contains = `%${likeEscaped(text)}%`;
  const found = [
    ilike(orders.email, contains),
    ilike(users.email, contains),
    ilike(orders.vin, `%${likeEscaped(text.toUpperCase())}%`),
  ];
  // The number staff see in the back-office (`42`, `#42`) or the customer's reference (`NH-7K3Q-92`).
  const number = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : orderNumberOfReference(text);
  if (number !== null && number <= INT4_MAX) found.push(eq(orders.number, number));
  return or(...found);
}

/** When an order was paid: a point or subscription order is paid as it is written. */
const paidAtColumn = () => sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;

/** Since when an order awaiting its PIN has waited; null for an order not awaiting one. */
export function waitingSince(order: Pick<Order, 'status' | 'paidAt' | 'createdAt'>): Date | null {
  return staffStatusOf(order) === 'awaiting_pin' ? (order.paidAt ?? order.createdAt) : null;
}

/**
 * One page of orders with how many match in all: newest first, but the orders awaiting a PIN
 * oldest paid first (staff's queue: the one waiting longest is done first).
 */
export async function listStaffOrders(
  db: DbOrTx,
  filter: StaffOrderFilter,
): Promise<{ count: number; rows: StaffOrderRow[] }> {
  const where = and(statusCondition(filter.status), searchCondition(filter.q));
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where);
  const rows = await db
    .select({ order: orders, customerEmail: users.email, viaPaypal: viaPaypalColumn() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(
      ...(filter.status === 'awaiting_pin'
        ? [asc(paidAtColumn()), asc(orders.number)]
        : [desc(orders.number)]),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

/** One order with its customer's address; undefined when there is none with this id. */
export async function findStaffOrder(db: DbOrTx, orderId: string): Promise<StaffOrderRow | undefined> {
  const [row] = await db
    .select({ order: orders, customerEmail: users.email, viaPaypal: viaPaypalColumn() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** The id of the order with this number (the operator CLI names orders by number). */
export async function orderIdByNumber(db: DbOrTx, number: number): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.number} = ${number}`)
    .limit(1);
  return row?.id;
}

/**
 * The orders waiting for a PIN (paid, no PIN yet: `awaiting_pin`) and how many seconds the one
 * waiting longest has waited since it was paid, by the database's clock (0 when none waits). Read
 * by the operator's metrics at each scrape.
 */
export async function awaitingPinSummary(db: DbOrTx): Promise<{ count: number; longestWaitSeconds: number }> {
  const [row] = await db
    .select({
      n: count(),
      longest: sql<number | string | null>`extract(epoch from now() - min(${paidAtColumn()}))::float8`,
    })
    .from(orders)
    .where(statusCondition('awaiting_pin'));
  return { count: row?.n ?? 0, longestWaitSeconds: Number(row?.longest ?? 0) };
}

/** A customer's newest orders, newest first (the back-office's customer page). */
export async function listStaffOrdersOfCustomer(
  db: DbOrTx,
  userId: number,
  limit: number,
): Promise<StaffOrderRow[]> {
  return db
    .select({ order: orders, customerEmail: users.email, viaPaypal: viaPaypalColumn() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.number))
    .limit(limit);
}
