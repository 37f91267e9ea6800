/**
 * Giving back what paid for an order (docs/decisions/026): a point returned through the ledger, a
 * subscription use (nothing to return: see giveBackOf), or a card payment the payment provider
 * refunded (claimed first: refund-claim.ts); and a refund the provider reports, recorded on the
 * order (decision 043).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { RefundStatus } from '@navihub/contract/history';
import { centsToAmount } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { GivenBackNote } from '../mail/index.js';
import { creditNavigationPoints } from '../points/index.js';
import { noLiveRefundClaim } from './refund-claim.js';
import type { CardRefund, Order } from './order.js';

/**
 * How much of what paid went back, as the customer's history and the back-office show it
 * (decision 043): `refunded` once it all did (`refunded_at`), `partially_refunded` while only some
 * of the card payment did; the card money given back so far.
 */
export function refundStateOf(order: Pick<Order, 'refundedAt' | 'cardRefundedCents'>): {
  refund_status: RefundStatus | null;
  refunded_amount: string | null;
} {
  const cents = order.cardRefundedCents ?? 0;
  return {
    refund_status: order.refundedAt ? 'refunded' : cents > 0 ? 'partially_refunded' : null,
    refunded_amount: cents > 0 ? centsToAmount(cents) : null,
  };
}

/** What was given back. */
export type GivenBack = 'point' | 'subscription_use' | 'card';

/**
 * What a subscription use gives back: nothing. A subscription is a period; its only count is the
 * fair use of a day (SUBSCRIPTION_DAILY_LIMIT), which counts the day's orders whatever became of
 * them (the generate statement, migration 0008), so there is no use to return. The refund records
 * `subscription_use` to say so.
 */
export function giveBackOf(order: Order, cardRefund: CardRefund | undefined): GivenBack | undefined {
  if (order.payment === 'points') return order.userId ? 'point' : undefined;
  if (order.payment === 'subscription') return 'subscription_use';
  return cardRefund ? 'card' : undefined;
}

/**
 * Gives back what paid for the order inside the caller's transaction and returns the columns that
 * record it (undefined: nothing recorded, a card payment not refunded yet), and what the customer's
 * e-mail says was given back (in the order's language, mail/templates.ts).
 */
export async function giveBack(
  tx: DbOrTx,
  order: Order,
  opts: { reason: string; by: string | null; cardRefund?: CardRefund | undefined },
): Promise<{ columns: Partial<Order> | undefined; sentence: GivenBackNote }> {
  const what = giveBackOf(order, opts.cardRefund);
  if (what === 'point') {
    await creditNavigationPoints(tx, {
      userId: order.userId!,
      amount: 1,
      reason: 'order-refund',
      reference: order.id,
    });
  }
  const sentence: GivenBackNote =
    what === 'point'
      ? { kind: 'point' }
      : what === 'subscription_use'
        ? { kind: 'subscriptionUse' }
        : what === 'card'
          ? {
              kind: 'card',
              amount: centsToAmount(opts.cardRefund?.amountCents ?? 0),
              currency: order.currency,
            }
          : { kind: order.payment === 'card' ? 'cardLater' : 'nothing' };
  if (!what) return { columns: undefined, sentence };
  return {
    sentence,
    columns: {
      refundedAt: new Date(),
      refundReason: opts.reason,
      refundGivenBack: what,
      // All the card money given back: a partial refund made before (decision 043) and this one.
      refundAmountCents:
        what === 'card' ? (order.cardRefundedCents ?? 0) + opts.cardRefund!.amountCents : null,
      cardRefundedCents:
        what === 'card'
          ? (order.cardRefundedCents ?? 0) + opts.cardRefund!.amountCents
          : order.cardRefundedCents,
      providerRefundId: what === 'card' ? opts.cardRefund!.providerRefundId : null,
      refundedBy: opts.by,
      refundClaim: null,
      refundClaimedAt: null,
    },
  };
}

/**
 * Records on an order a refund the payment provider made without a staff refund of the order
 * (decision 043): the shop's own refund of money it would not honour (decision 028), one made in
 * the provider's dashboard, or a dispute. `totalCents` is all the card money given back so far;
 * `full` says it is all there was. A partial refund only updates the amount given back (the order
 * is partially refunded, staff can refund the rest); a full one records the refund, on an order not
 * refunded yet and not being refunded by staff (no live claim). False when nothing was written.
 */
export async function recordProviderRefund(
  db: DbOrTx,
  orderId: string,
  refund: CardRefund & { reason: string; totalCents: number; full: boolean },
): Promise<boolean> {
  const notRefunded = and(eq(orders.id, orderId), sql`${orders.refundedAt} is null`);
  const rows = refund.full
    ? await db
        .update(orders)
        .set({
          refundedAt: new Date(),
          refundReason: refund.reason.slice(0, 500),
          refundGivenBack: 'card',
          refundAmountCents: refund.totalCents,
          cardRefundedCents: refund.totalCents,
          providerRefundId: refund.providerRefundId,
          refundedBy: null,
        })
        .where(and(notRefunded, noLiveRefundClaim))
        .returning({ id: orders.id })
    : await db
        .update(orders)
        .set({ cardRefundedCents: refund.totalCents })
        .where(notRefunded)
        .returning({ id: orders.id });
  return rows.length > 0;
}
