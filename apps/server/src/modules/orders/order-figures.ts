/**
 * The dashboard's figures of PIN orders (issue 12), summed in the database: here because the
 * orders table is this module's (decision 020). Each is one aggregate query, never a load of rows.
 */
import { and, gte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema.js';

export interface OrderDay {
  /** The UTC date the order was placed on (YYYY-MM-DD). */
  day: string;
  points: number;
  subscription: number;
  card: number;
  /** Of those, how many failed (the row records that an order failed, not when). */
  failed: number;
}

const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Paid orders (not card orders still waiting for their payment) placed since `since`, by UTC day. */
export async function ordersByDay(db: DbOrTx, since: Date): Promise<OrderDay[]> {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      points: counted(sql`${orders.payment} = 'points'`),
      subscription: counted(sql`${orders.payment} = 'subscription'`),
      card: counted(sql`${orders.payment} = 'card'`),
      failed: counted(sql`${orders.status} = 'failed'`),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, since), ne(orders.status, 'pending')))
    .groupBy(day);
}

export interface PinTimes {
  /** Median seconds from payment to PIN of the orders fulfilled since `today`; null: none. */
  medianToday: number | null;
  /** The same since `since`. */
  medianSince: number | null;
  /** Paid orders still without a PIN, and how long the oldest has waited (seconds). */
  awaiting: number;
  oldestAwaitingSeconds: number | null;
}

/** How fast PINs come (orders fulfilled since `since` and `today`) and what waits for one now. */
export async function pinTimes(
  db: DbOrTx,
  { today, since }: { today: Date; since: Date },
): Promise<PinTimes> {
  // A point or subscription order is paid as it is written; a card order when its payment is.
  const paidAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
  const toPin = sql`extract(epoch from ${orders.fulfilledAt} - ${paidAt})`;
  const waiting = sql`${orders.status} = 'paid' and ${orders.pin} is null`;
  const median = (from: Date) =>
    sql<
      number | null
    >`percentile_cont(0.5) within group (order by ${toPin}) filter (where ${orders.fulfilledAt} >= ${from.toISOString()})`.mapWith(
      (v) => (v === null ? null : Number(v)),
    );
  const [row] = await db
    .select({
      medianToday: median(today),
      medianSince: median(since),
      awaiting: sql<number>`count(*) filter (where ${waiting})`.mapWith(Number),
      oldestAwaitingSeconds: sql<
        number | null
      >`extract(epoch from now() - min(${paidAt}) filter (where ${waiting}))`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(orders)
    .where(sql`${orders.fulfilledAt} >= ${since.toISOString()} or ${orders.status} = 'paid'`);
  return {
    medianToday: row?.medianToday ?? null,
    medianSince: row?.medianSince ?? null,
    awaiting: row?.awaiting ?? 0,
    oldestAwaitingSeconds: row?.oldestAwaitingSeconds ?? null,
  };
}
