/**
 * The claim a card refund holds on its order (docs/decisions/026): the order is claimed
 * (`refund_claim`) before the payment provider is asked, so of a refund, a fail and a fulfil of
 * one order at the same moment exactly one goes ahead, and the provider is asked once. Every other
 * write of an order's state is guarded by there being no live claim.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { DomainError } from '../../lib/domain-errors.js';
import { ORDER_REFUND_KIND, type PaymentsModule } from '../payments/index.js';
import type { CardRefund, Order } from './order.js';

/** A claim older than this is stale: its holder crashed between the provider and the database. */
export const REFUND_CLAIM_SECONDS = 300;

/** SQL: nobody holds a live claim on the order (the guard of every other write of an order's state). */
export const noLiveRefundClaim: SQL = sql`(${orders.refundClaim} is null or ${orders.refundClaimedAt} < now() - make_interval(secs => ${REFUND_CLAIM_SECONDS}))`;

/** SQL: the caller's claim, or no live claim when it holds none. */
export const claimGuard = (claim: string | undefined): SQL =>
  claim ? eq(orders.refundClaim, claim) : noLiveRefundClaim;

/** The order's state may change now: the guard in SQL for the state, no refund yet, and the claim. */
export const orderStateGuard = (orderId: string, statuses: Order['status'][], claim?: string) =>
  and(
    eq(orders.id, orderId),
    inArray(orders.status, statuses),
    sql`${orders.refundedAt} is null`,
    claimGuard(claim),
  );

/**
 * Claims an order in one of `statuses`, not yet refunded, for a card refund; undefined when it is
 * not in such a state or someone else holds a live claim.
 */
export async function claimOrderRefund(
  db: DbOrTx,
  orderId: string,
  statuses: Order['status'][],
): Promise<string | undefined> {
  const claim = randomBytes(12).toString('hex');
  const [row] = await db
    .update(orders)
    .set({ refundClaim: claim, refundClaimedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, statuses),
        sql`${orders.refundedAt} is null`,
        noLiveRefundClaim,
      ),
    )
    .returning({ id: orders.id });
  return row ? claim : undefined;
}

/** Gives a claim up (the provider refused): the order is as it was. */
export async function releaseOrderRefund(db: DbOrTx, orderId: string, claim: string): Promise<void> {
  await db
    .update(orders)
    .set({ refundClaim: null, refundClaimedAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.refundClaim, claim)));
}

/** Whether someone holds a live claim on the order (a refund under way). */
export async function refundUnderWay(db: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), sql`not ${noLiveRefundClaim}`))
    .limit(1);
  return row !== undefined;
}

/** The provider's idempotency key of an order's refund: one refund per order, however often asked. */
export const refundKeyOf = (orderId: string) => `refund-${orderId}`;

/**
 * Refunds what is left of the payment that paid the order (all of it, or the rest after a partial
 * refund made in the provider's dashboard, decision 043) through payments' one refund path, with
 * the order's idempotency key; 409 when no payment of it was received or nothing is left, 502
 * (`refund_failed`) when the provider does not take the refund.
 */
export async function refundOrderPayment(payments: OrderPayments, orderId: string): Promise<CardRefund> {
  const payment = await payments.paymentOfOrder(orderId);
  if (payment?.status !== 'fulfilled' || !payment.providerSessionId) {
    throw new DomainError('conflict', 'No card payment of this order was received: nothing to refund.');
  }
  return payments.refundPayment(payment, {
    idempotencyKey: refundKeyOf(orderId),
    reason: 'The shop refunded the order.',
    kind: ORDER_REFUND_KIND,
  });
}

/** What the order use cases need of payments. */
export type OrderPayments = Pick<PaymentsModule, 'paymentOfOrder' | 'refundPayment'>;

/**
 * A card payment refunded before the order's own write: the order is claimed (so nobody else
 * fulfils, fails or refunds it meanwhile), the provider refunds, then `write` records it with the
 * claim; a provider failure gives the claim up and changes nothing. False when it could not be
 * claimed.
 */
export async function withCardRefund(
  db: DbOrTx,
  payments: OrderPayments,
  orderId: string,
  statuses: Order['status'][],
  write: (card: { claim: string; cardRefund: CardRefund }) => Promise<boolean>,
): Promise<boolean> {
  const claim = await claimOrderRefund(db, orderId, statuses);
  if (!claim) return false;
  let cardRefund;
  try {
    cardRefund = await refundOrderPayment(payments, orderId);
  } catch (err) {
    await releaseOrderRefund(db, orderId, claim);
    throw err;
  }
  return write({ claim, cardRefund });
}
