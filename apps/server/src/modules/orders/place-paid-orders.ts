/**
 * Orders paid for in advance, placed together: a bulk order (modules/bulk-orders) takes the points
 * or subscription uses of every row when it is uploaded, then places its rows' orders here in its
 * own transaction. Each order is placed as generate places one (status `paid`, its fulfilment job
 * queued), in the order given, so that their numbers follow the file, and keeps its batch's id:
 * its PIN is mailed with the batch, not on its own. An order whose variant is no longer on offer
 * is not placed; the caller gives back what paid for it.
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { FULFIL_ORDER_JOB } from './order.js';

export interface PaidOrderInput {
  orderId: string;
  comand: string;
  mapRegion: string;
  version: string;
  vin: string;
}

/** Places the orders (one statement); resolves with the ids placed now. */
export async function placePaidOrders(
  tx: DbOrTx,
  opts: {
    /** The batch placing them: their PINs are mailed with the batch, not one by one. */
    bulkOrderId: string;
    userId: number;
    payment: 'points' | 'subscription';
    requestIp: string | null;
    orders: PaidOrderInput[];
  },
): Promise<Set<string>> {
  if (opts.orders.length === 0) return new Set();
  const column = <T>(pick: (o: PaidOrderInput) => T) => sql.param(opts.orders.map(pick));
  const result = await tx.execute(sql`
    with input as (
      select * from unnest(
        ${column((o) => o.orderId)}::text[], ${column((o) => o.comand)}::text[],
        ${column((o) => o.mapRegion)}::text[], ${column((o) => o.version)}::text[], ${column((o) => o.vin)}::text[]
      ) with ordinality as i(id, comand, map_region, version, vin, n)
    ),
    placed as (
      insert into orders (id, user_id, variant_id, comand, map_region, version, vin, payment, status,
        paid_at, request_ip, bulk_order_id)
      select i.id, ${opts.userId}::int, v.id, h.name, i.map_region, i.version, i.vin,
        ${opts.payment}::order_payment, 'paid', now(), ${opts.requestIp}, ${opts.bulkOrderId}
      from input i
      join head_units h on h.name = i.comand
      join variants v on v.head_unit_id = h.id and v.map_region = i.map_region and v.version = i.version
        and v.active
      order by i.n
      on conflict (id) do nothing
      returning id
    ),
    queued as (
      insert into jobs (kind, payload)
      select ${FULFIL_ORDER_JOB}, jsonb_build_object('orderId', placed.id) from placed
      returning id
    )
    select placed.id from placed`);
  return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
}

/** The customer's orders paid with their subscription today: its fair use (SUBSCRIPTION_DAILY_LIMIT). */
export async function subscriptionOrdersToday(q: DbOrTx, userId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.payment, 'subscription'),
        gte(orders.createdAt, sql`date_trunc('day', now())`),
      ),
    );
  return row?.n ?? 0;
}

/** The settled (fulfilled or failed) and open orders among `orderIds`. */
export async function orderOutcomes(
  q: DbOrTx,
  orderIds: string[],
): Promise<Map<string, { number: number; status: string; pin: string | null; demo: boolean }>> {
  if (orderIds.length === 0) return new Map();
  const result = await q.execute(sql`
    select id, number, status, pin, pin_is_demo from orders where id = any(${sql.param(orderIds)}::text[])`);
  return new Map(
    rowsOf<{ id: string; number: number; status: string; pin: string | null; pin_is_demo: boolean }>(
      result,
    ).map((r) => [r.id, { number: r.number, status: r.status, pin: r.pin, demo: r.pin_is_demo }]),
  );
}
