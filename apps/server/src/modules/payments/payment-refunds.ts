/**
 * Refunds and disputes of a payment as the provider reports them (decision 043): each recorded
 * once by the provider's id (`payment_refunds`), whichever path reports it first (the shop's own
 * refund, a webhook about it, one made in the provider's dashboard), and handed as an amount to
 * the payment's sale (decision 049): a PIN order is partially refunded until all its money went
 * back, a token bundle refunded in full has its unspent tokens taken back.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentRefunds, payments } from '../../db/schema.js';
import { issueCreditNote } from '../invoices/index.js';
import type { Payment } from './context.js';
import type { PaymentKinds } from './payment-kinds.js';

export interface ProviderRefund {
  /** The provider's id of the refund or dispute. */
  id: string;
  amountCents: number;
  reason: string;
  kind?: 'refund' | 'dispute' | typeof ORDER_REFUND_KIND;
}

/** The kind of the shop's own refund of a sale (an order's, by staff or the job): the sale records it. */
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
 * Records one refund of a payment and hands it to the payment's sale (unless `apply` is false: the
 * seller records it itself); false when it was recorded already (the same refund reported again).
 * A payment the shop did not honour (failed, expired) is given back in full by any refund of it:
 * it was all of what was taken.
 */
export async function recordPaymentRefund(
  tx: DbOrTx,
  kinds: PaymentKinds,
  payment: Payment,
  refund: ProviderRefund,
  opts: { apply?: boolean } = {},
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
  // Money of an invoiced payment went back: a credit note, numbered in this transaction, corrects
  // its invoice (decision 054); a payment never honoured has no invoice and gets none.
  await issueCreditNote(tx, {
    paymentId: payment.id,
    refundId: refund.id,
    amountCents: refund.amountCents,
    reason: refund.reason,
  });
  if (opts.apply === false) return true;
  const total = await refundedCentsOf(tx, payment.id);
  const full = payment.status !== 'fulfilled' || total >= payment.amountCents;
  await kinds.of(payment.kind).refunded?.(tx, payment, {
    id: refund.id,
    amountCents: refund.amountCents,
    reason: refund.reason,
    totalCents: total,
    full,
  });
  return true;
}
