/**
 * Honouring a payment: the one place a payment is granted, from the success-page check, the
 * webhook and the expiry sweep alike, and exactly once, whichever runs first or if they run at the
 * same moment. What is granted is written by the module that sells it, through the sale it
 * registered (payment-kinds.ts, decision 049): a PIN order by orders, tokens and days by bundles.
 * Every payment honoured gets its invoice in the same transaction (decision 054), whose job mails
 * the receipt with the PDF attached.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { CURRENCY } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type { CheckoutSession } from '../../providers/payment/provider.js';
import { issueInvoice } from '../invoices/index.js';
import { enqueueJob } from '../jobs/index.js';
import { evidenceOf } from '../taxes/index.js';
import type { Payment, PaymentsDeps } from './context.js';
import type { PaymentKinds } from './payment-kinds.js';
import { REFUND_CAPTURE_JOB } from './refund-capture-job.js';

/** The payment's tax with the country the provider reports for the payer added to its evidence. */
function withProviderCountry(tax: Payment['tax'], payerCountry: string | undefined): Payment['tax'] {
  if (!tax || !payerCountry) return tax;
  return {
    ...tax,
    evidence: evidenceOf(
      null,
      tax.evidence.ipCountry,
      payerCountry.toUpperCase(),
      tax.evidence.billingCountry,
    ),
  };
}

export type CheckoutEventType = 'completed' | 'async_succeeded' | 'async_failed' | 'expired';

/** A payment that will not be paid: `expired` or `failed`, and its sale told (a PIN's order fails). */
export async function markUnpaid(
  tx: DbOrTx,
  kinds: PaymentKinds,
  payment: Payment,
  status: 'expired' | 'failed',
  reason: string,
): Promise<Payment | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status, failureReason: reason })
    .where(eq(payments.id, payment.id))
    .returning();
  await kinds.of(payment.kind).unpaid?.(tx, payment, reason);
  return row;
}

/**
 * Queues the refund of money taken for a payment the shop does not honour, once per payment: the
 * guarded write of `refund_queued_at` decides between two callers at once. True when queued now.
 */
async function queueRefund(
  tx: DbOrTx,
  payment: Payment,
  amountCents: number,
  late: boolean,
): Promise<boolean> {
  const [marked] = await tx
    .update(payments)
    .set({ refundQueuedAt: new Date() })
    .where(and(eq(payments.id, payment.id), isNull(payments.refundQueuedAt)))
    .returning({ id: payments.id });
  if (!marked) return false;
  await enqueueJob(tx, REFUND_CAPTURE_JOB, { paymentId: payment.id, amountCents, late });
  return true;
}

export function createFulfilPayment(deps: PaymentsDeps) {
  const { db } = deps;

  /**
   * Honours a payment the provider reports as paid. Serialised by a row lock; the status guard
   * makes every later call (a repeated webhook, the success page) a no-op.
   */
  async function fulfilPayment(paymentId: string, session: CheckoutSession): Promise<Payment | undefined> {
    let jobQueued = false;
    const result = await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment) return undefined;
      if (payment.providerSessionId && payment.providerSessionId !== session.id) return payment;
      if (payment.status !== 'pending') {
        // Money taken for a payment that had failed or expired meanwhile (a cancel and a return at
        // once, a late capture): it is not honoured, so it goes back by itself, once (decision 043).
        if (payment.status !== 'fulfilled' && session.paid && session.amountCents)
          jobQueued = await queueRefund(tx, payment, session.amountCents, true);
        return payment;
      }

      if (session.status === 'expired' && !session.paid) {
        return markUnpaid(tx, deps.kinds, payment, 'expired', 'the checkout session expired');
      }
      if (session.declined && !session.paid) {
        return markUnpaid(tx, deps.kinds, payment, 'failed', 'the provider declined the payment');
      }
      if (!session.paid) return payment;
      if (
        session.amountCents !== payment.amountCents ||
        (session.currency ?? CURRENCY) !== payment.currency
      ) {
        const failed = await markUnpaid(
          tx,
          deps.kinds,
          payment,
          'failed',
          `paid amount ${session.amountCents} ${session.currency} does not match`,
        );
        // The provider has taken money we will not honour: it goes back by itself (decision 028).
        if (session.amountCents) jobQueued = await queueRefund(tx, payment, session.amountCents, false);
        return failed;
      }
      // The provider's country of the payer, a further piece of location evidence (decision 065).
      const tax = withProviderCountry(payment.tax, session.payerCountry);
      const sale = deps.kinds.of(payment.kind);
      // The invoice, numbered in this transaction (a rollback gives its number back). Its job, queued
      // before the sale's own (the PIN's), mails the receipt with the PDF and the consent given, so
      // the receipt is normally out before the PIN; the PIN mail quotes the consent as well
      // (decisions 054, 057). Making the PDF takes a few milliseconds of CPU.
      const sold = await sale.invoiceParticulars?.(tx, payment);
      await issueInvoice(tx, { ...payment, tax, ...sold }, deps.invoicing);
      jobQueued = true;
      await sale.grant(tx, payment);
      const [done] = await tx
        .update(payments)
        .set({ status: 'fulfilled', fulfilledAt: new Date(), providerSessionId: session.id, tax })
        .where(eq(payments.id, payment.id))
        .returning();
      return done;
    });
    if (jobQueued) deps.onJobQueued();
    return result;
  }

  /** Provider events: completed / async succeeded fulfil; async failed and expired close the payment. */
  async function handleEvent(type: CheckoutEventType, session: CheckoutSession): Promise<void> {
    const paymentId = session.paymentId;
    if (!paymentId) return;
    if (type === 'async_failed') {
      await db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
        if (payment?.status === 'pending')
          await markUnpaid(tx, deps.kinds, payment, 'failed', 'the asynchronous payment failed');
      });
      return;
    }
    await fulfilPayment(
      paymentId,
      type === 'expired' ? { ...session, status: 'expired', paid: false } : session,
    );
  }

  return { fulfilPayment, handleEvent };
}

export type FulfilPayment = ReturnType<typeof createFulfilPayment>;
