/**
 * Failing a paid order waiting for its PIN: marked failed, what paid for it given back (a point
 * returned, nothing for a subscription use, a card refunded through payments) and the customer
 * e-mailed, in one transaction. The fulfilment job fails an order the supplier gave up on (its
 * card refund follows by REFUND_FAILED_ORDER_JOB); staff fail one with a reason, the card refunded
 * first under the order's claim, their audit entry in the same transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { orderReference } from '@navihub/contract/order-reference';
import { orders } from '../../db/schema.js';
import { invalidField } from '../../lib/domain-errors.js';
import { enqueueJob } from '../jobs/index.js';
import { enqueueMail } from '../mail/index.js';
import { languageOfOrder } from './order-language.js';
import { mailTemplates } from '../mail/index.js';
import { giveBack } from './give-back.js';
import { noOrderEvents } from './order-events.js';
import { lockOrder, recipientOf, REFUND_FAILED_ORDER_JOB, type OrderDeps } from './order.js';
import { orderStateGuard, refundUnderWay, withCardRefund, type OrderPayments } from './refund-claim.js';
import {
  auditOf,
  conflict,
  orderToAct,
  REFUND_UNDER_WAY,
  refuseOwnOrder,
  type Actor,
  type StaffWrite,
} from './staff-guards.js';
import { staffStatusOf } from './staff-orders.js';

/**
 * Marks a paid order failed, gives back what paid for it and e-mails the customer, in one
 * transaction; false when the order was not awaiting a PIN (or someone else's refund of it is
 * under way). Staff pass the card refund the provider made, the claim they hold, and their audit
 * entry (`onDone`, in the same transaction).
 */
export async function failOrder(
  deps: OrderDeps,
  orderId: string,
  reason: string,
  opts: StaffWrite = {},
): Promise<boolean> {
  const text = reason.slice(0, 500);
  let committed = () => {};
  const done = await deps.db.transaction(async (tx) => {
    const before = await lockOrder(tx, orderId);
    if (!before) return false;
    const [failed] = await tx
      .update(orders)
      .set({ status: 'failed', failureReason: text, failedAt: sql`now()` })
      .where(orderStateGuard(orderId, ['paid'], opts.claim))
      .returning();
    if (!failed) return false;
    const { columns, sentence } = await giveBack(tx, failed, {
      reason: text,
      by: opts.by ?? null,
      cardRefund: opts.cardRefund,
    });
    const [after] = columns
      ? await tx.update(orders).set(columns).where(eq(orders.id, orderId)).returning()
      : [failed];
    // A card order failed without its refund (the supplier gave up): the refund job follows.
    if (failed.payment === 'card' && !opts.cardRefund && failed.paidAt) {
      await enqueueJob(tx, REFUND_FAILED_ORDER_JOB, { orderId, reason: text });
    }
    // A bulk order's failure is counted in its batch's one mail (decision 061): the batch cannot
    // complete while one of its orders waits, so that mail always comes after.
    const to = failed.bulkOrderId === null ? await recipientOf(tx, failed) : null;
    if (to) {
      await enqueueMail(tx, {
        to,
        kind: 'pin-failed',
        meta: { orderId },
        ...mailTemplates.pinFailed({
          language: await languageOfOrder(tx, failed),
          brand: deps.brand,
          supportEmail: deps.supportEmail,
          reference: orderReference(failed.number),
          vin: failed.vin,
          refunded: sentence,
        }),
      });
    }
    await opts.onDone?.(tx, before, after!);
    committed = await (deps.events ?? noOrderEvents).record(tx, [{ type: 'order.failed', order: after! }]);
    return true;
  });
  if (done) deps.onMailQueued();
  committed();
  return done;
}

/** Why an order in a status other than `awaiting_pin` cannot be failed now. */
const NOT_FAILABLE = {
  fulfilled: 'This order already has a PIN; it cannot be failed.',
  failed: 'This order has already failed.',
  pending_payment: 'This order is not paid yet.',
};

/**
 * Staff fail a paid order waiting for its PIN: a point is given back, a subscription use has
 * nothing to give back, a card payment is refunded through payments; the customer is e-mailed.
 * 409 when the order is not awaiting a PIN; 502 when the provider refuses the refund.
 */
export async function staffFailOrder(
  deps: OrderDeps & { payments: OrderPayments },
  actor: Actor,
  orderId: string,
  reason: string,
): Promise<void> {
  const text = reason.trim();
  if (!text) throw invalidField('reason', 'Say why the order failed.');
  const before = await orderToAct(deps.db, orderId);
  refuseOwnOrder(actor, before);
  const status = staffStatusOf(before);
  if (status !== 'awaiting_pin') throw conflict(NOT_FAILABLE[status]);
  const staff = { by: actor.email, onDone: auditOf(actor, 'order.failed', text) };
  const done =
    before.payment === 'card'
      ? await withCardRefund(deps.db, deps.payments, orderId, ['paid'], (card) =>
          failOrder(deps, orderId, text, { ...staff, ...card }),
        )
      : await failOrder(deps, orderId, text, staff);
  if (!done) {
    if (await refundUnderWay(deps.db, orderId)) throw conflict(REFUND_UNDER_WAY);
    const now = staffStatusOf(await orderToAct(deps.db, orderId));
    throw conflict(now === 'awaiting_pin' ? NOT_FAILABLE.failed : NOT_FAILABLE[now]);
  }
}
