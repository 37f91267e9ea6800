/**
 * The one home of PIN orders in TypeScript: an order is placed here, and it is here that an order
 * becomes paid and gets its fulfilment job, whichever way it was paid for. Generate (points or a
 * subscription) places its order, paid, with its job in the same PL/pgSQL statement
 * `take_entitlement_and_order` (docs/decisions/008 and 010) for speed; that function and
 * `payOrder` are the two places an order is queued for fulfilment, both with FULFIL_ORDER_JOB.
 * A card order is placed with its payment by place-card-order.ts; fulfil-order.ts, fail-order.ts
 * and refund-order.ts take it from there.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CURRENCY } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { enqueueJob } from '../jobs/index.js';
import { FULFIL_ORDER_JOB } from './order.js';

export const newOrderId = () => randomUUID();

export interface CardOrder {
  id: string;
  userId: number | null;
  variant: { id: number; comand: string; mapRegion: string; version: string };
  vin: string;
  priceCents: number;
  email: string;
  userIp: string | null;
  requestIp: string;
}

/** A card order, written before the customer pays: `pending` until `payOrder`. */
export async function placeCardOrder(tx: DbOrTx, order: CardOrder): Promise<void> {
  await tx.insert(orders).values({
    id: order.id,
    userId: order.userId,
    variantId: order.variant.id,
    comand: order.variant.comand,
    mapRegion: order.variant.mapRegion,
    version: order.variant.version,
    vin: order.vin,
    payment: 'card',
    status: 'pending',
    priceCents: order.priceCents,
    currency: CURRENCY,
    email: order.email,
    userIp: order.userIp,
    requestIp: order.requestIp,
  });
}

/** A pending order paid: `paid`, and its fulfilment job queued; false when it was not pending. */
export async function payOrder(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  if (!order) return false;
  await enqueueJob(tx, FULFIL_ORDER_JOB, { orderId: order.id });
  return true;
}

/** A pending order that will not be paid (checkout failed, expired or refused): `failed`. */
export async function failUnpaidOrder(tx: DbOrTx, orderId: string, reason: string): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'failed', failureReason: reason, failedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}
