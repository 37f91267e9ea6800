/**
 * Refunds and disputes of a payment as the provider reports them (decision 043): each recorded
 * once by the provider's id (`payment_refunds`), whichever path reports it first (the shop's own
 * refund, a webhook about it, one made in the provider's dashboard), and applied as an amount:
 * a PIN order is partially refunded until all its money went back, then refunded; a token
 * bundle refunded in full has its unspent tokens taken back, and what was spent is left in the
 * audit log for staff.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentRefunds, payments } from '../../db/schema.js';
import { recordAudit } from '../audit/audit-log.js';
import { recordProviderRefund } from '../codes/order-refunds.js';
import { takeBackCredit } from '../points/ledger.js';
import type { Payment } from './context.js';

/** The audit log's actor for what the shop does by itself. */
const SHOP = { id: 0, email: 'shop' };

export interface ProviderRefund {
  /** The provider's id of the refund or dispute. */
  id: string;
  amountCents: number;
  reason: string;
  kind?: 'refund' | 'dispute' | typeof ORDER_REFUND_KIND;
}

/** The kind of the shop's own refund of an order (staff's, or the job's): the order records it. */
export const ORDER_REFUND_KIND = 'order-refund';

/**
 * The money given back for a payment so far, in cents; without the shop's own order refund when
 * asked (a retried staff refund asks the provider again for the same amount, decision 026).
 */
export async function refundedCentsOf(
  db: DbOrTx,
  paymentId: string,
  opts: { besidesOrderRefund?: boolean } = {},
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${paymentRefunds.amountCents})` })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.paymentId, paymentId),
        opts.besidesOrderRefund ? ne(paymentRefunds.kind, ORDER_REFUND_KIND) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Records one refund of a payment and applies it; false when it was recorded already (the same
 * refund reported again). A payment the shop did not honour (failed, expired) is given back in
 * full by any refund of it: it was all of what was taken.
 */
export async function recordPaymentRefund(
  tx: DbOrTx,
  payment: Payment,
  refund: ProviderRefund,
  opts: { onOrder?: boolean } = {},
): Promise<boolean> {
  if (!(refund.amountCents > 0)) return false;
  // One refund at a time per payment: the sum below sees every refund recorded before this one.
  await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, payment.id)).for('update');
  const [made] = await tx
    .insert(paymentRefunds)
    .values({
      id: refund.id,
      paymentId: payment.id,
      kind: refund.kind ?? 'refund',
      amountCents: refund.amountCents,
      reason: refund.reason.slice(0, 500),
    })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  if (!made) return false;
  const total = await refundedCentsOf(tx, payment.id);
  const full = payment.status !== 'fulfilled' || total >= payment.amountCents;
  if (payment.kind === 'pin' && payment.orderId && opts.onOrder !== false) {
    await recordProviderRefund(tx, payment.orderId, {
      amountCents: refund.amountCents,
      providerRefundId: refund.id,
      reason: refund.reason,
      totalCents: total,
      full,
    });
  } else if (payment.kind === 'token_bundle' && payment.status === 'fulfilled' && full) {
    await takeBackBundle(tx, payment, refund);
  }
  return true;
}

/** A token bundle refunded in full: its tokens still unspent are taken back, once. */
async function takeBackBundle(tx: DbOrTx, payment: Payment, refund: ProviderRefund): Promise<void> {
  const back = await takeBackCredit(tx, {
    creditReason: 'bundle-purchase',
    takeReason: 'bundle-refund',
    reference: payment.id,
  });
  if (!back) return;
  const spent = back.credited - back.taken;
  await recordAudit(tx, SHOP, {
    action: 'customer.points',
    subjectType: 'customer',
    subjectId: back.userId,
    reason:
      spent > 0
        ? `Bundle payment ${payment.id} refunded (${refund.reason}): ${back.taken} of its ${back.credited} tokens taken back; ${spent} were spent already. Settle the spent tokens with the customer.`
        : `Bundle payment ${payment.id} refunded (${refund.reason}): its ${back.credited} tokens taken back.`,
    before: { payment: payment.id, credited: back.credited },
    after: { taken_back: back.taken, spent_before_refund: spent },
  });
}
