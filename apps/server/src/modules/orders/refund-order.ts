/**
 * Refunding an order, the one path for staff, the operator CLI and the shop's own automatic refund
 * (refund-failed-order-job.ts): the guard (not their own order, within a staff member's refund
 * limit, refundable now), the order claimed, the card (or PayPal) payment refunded through
 * payments' one refund path with the order's idempotency key, then in one transaction what paid
 * is given back (a point returned, the card refund recorded), the customer e-mailed and the audit
 * entry written. A fulfilled order keeps its PIN; a card order that failed without its refund is
 * refunded too.
 */
import { eq } from 'drizzle-orm';
import { orderReference } from '@navihub/contract/order-reference';
import { orders } from '../../db/schema.js';
import { invalidField } from '../../lib/domain-errors.js';
import { enqueueMail } from '../mail/index.js';
import { languageOfOrder } from './order-language.js';
import { mailTemplates } from '../mail/index.js';
import { giveBack } from './give-back.js';
import { noOrderEvents } from './order-events.js';
import { lockOrder, recipientOf, type Order, type OrderDeps } from './order.js';
import { orderStateGuard, refundUnderWay, withCardRefund, type OrderPayments } from './refund-claim.js';
import {
  auditOf,
  checkRefundLimit,
  conflict,
  orderToAct,
  REFUND_UNDER_WAY,
  refuseOwnOrder,
  type Actor,
  type OrderLimits,
  type StaffWrite,
} from './staff-guards.js';
import { staffStatusOf } from './staff-orders.js';

export interface RefundOrderDeps extends OrderDeps {
  payments: OrderPayments;
  /** What a staff member may refund alone; the operator CLI and the shop are not capped. */
  limits?: Pick<OrderLimits, 'refundLimitCents'> | undefined;
}

/** Why an order cannot be refunded now; undefined when it can. */
function notRefundable(order: Order): string | undefined {
  if (order.refundedAt) {
    return order.status === 'failed'
      ? 'What paid for this order was given back when it failed.'
      : 'This order was already refunded.';
  }
  switch (staffStatusOf(order)) {
    case 'pending_payment':
      return 'This order is not paid yet: there is nothing to refund.';
    case 'awaiting_pin':
      return 'This order has no PIN yet: fail it instead.';
    case 'failed':
      // A card order the supplier gave up on: its payment is refunded here.
      return order.payment === 'card' ? undefined : 'What paid for this order was given back when it failed.';
    case 'fulfilled':
      return order.payment === 'points' && order.userId === null
        ? "The customer's account is gone: there is no balance to return the point to."
        : undefined;
  }
}

/**
 * Gives back what paid for a fulfilled order, or records the card refund of an order that failed
 * without one; e-mails the customer; one transaction. False when the order is in neither state,
 * was refunded already, or someone else's refund is under way.
 */
async function recordRefund(deps: OrderDeps, orderId: string, reason: string, opts: StaffWrite) {
  let committed = () => {};
  const done = await deps.db.transaction(async (tx) => {
    const before = await lockOrder(tx, orderId);
    if (!before) return false;
    const [current] = await tx
      .select()
      .from(orders)
      .where(orderStateGuard(orderId, ['fulfilled', 'failed'], opts.claim));
    if (!current) return false;
    const { columns, sentence } = await giveBack(tx, current, {
      reason,
      by: opts.by ?? null,
      cardRefund: opts.cardRefund,
    });
    if (!columns) throw new Error(`order ${orderId}: nothing to record as given back`);
    const [after] = await tx.update(orders).set(columns).where(eq(orders.id, orderId)).returning();
    const to = await recipientOf(tx, current);
    if (to) {
      await enqueueMail(tx, {
        to,
        kind: 'order-refunded',
        meta: { orderId },
        ...mailTemplates.orderRefunded({
          language: await languageOfOrder(tx, current),
          brand: deps.brand,
          supportEmail: deps.supportEmail,
          reference: orderReference(current.number),
          vin: current.vin,
          refunded: sentence,
          keepsPin: current.status === 'fulfilled',
        }),
      });
    }
    await opts.onDone?.(tx, before, after!);
    committed = await (deps.events ?? noOrderEvents).record(tx, [{ type: 'order.refunded', order: after! }]);
    return true;
  });
  if (done) deps.onMailQueued();
  committed();
  return done;
}

/**
 * `actor` refunds an order (the customer keeps a PIN they got). 400 without a reason, 403 for
 * their own order or above their refund limit, 409 when the order has no PIN yet, is unpaid, was
 * refunded already or a refund of it is under way, 502 when the provider refuses the refund.
 */
export async function refundOrder(
  deps: RefundOrderDeps,
  actor: Actor,
  orderId: string,
  reason: string,
): Promise<void> {
  const text = reason.trim();
  if (!text) throw invalidField('reason', 'Say why the order is refunded.');
  const before = await orderToAct(deps.db, orderId);
  refuseOwnOrder(actor, before);
  if (before.payment === 'card') checkRefundLimit(actor, before.priceCents, before.currency, deps.limits);
  const refused = notRefundable(before);
  if (refused) throw conflict(refused);
  const reasonText = text.slice(0, 500);
  const staff = { by: actor.email, onDone: auditOf(actor, 'order.refunded', text) };
  const done =
    before.payment === 'card'
      ? await withCardRefund(deps.db, deps.payments, orderId, ['fulfilled', 'failed'], (card) =>
          recordRefund(deps, orderId, reasonText, { ...staff, ...card }),
        )
      : await recordRefund(deps, orderId, reasonText, staff);
  if (!done) {
    if (await refundUnderWay(deps.db, orderId)) throw conflict(REFUND_UNDER_WAY);
    throw conflict(notRefundable(await orderToAct(deps.db, orderId)) ?? REFUND_UNDER_WAY);
  }
}
