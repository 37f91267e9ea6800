/**
 * Honouring a payment: the one place a payment is granted, from the success-page check, the
 * webhook and the expiry sweep alike, and exactly once, whichever runs first or if they run at the
 * same moment. What is granted is written by its owning module: a PIN order by codes, points by
 * points, days by subscriptions.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  centsToAmount,
  CURRENCY,
  SUBSCRIPTION_DAYS_DEFAULT,
  TOKENS_PER_BUNDLE_DEFAULT,
} from '@navihub/contract/rules';
import { orderReference } from '@navihub/contract/order-reference';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type { CheckoutSession } from '../../providers/payment/provider.js';
import { currentDurationDays, currentTokens } from '../bundles/service.js';
import { failUnpaidOrder, findOrder, payOrder } from '../codes/orders.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailTemplates } from '../mail/templates.js';
import { creditNavigationPoints } from '../points/ledger.js';
import { extendNavigationSubscription } from '../subscriptions/subscriptions.js';
import { enqueueJob } from '../jobs/queue.js';
import type { Payment, PaymentsDeps } from './context.js';
import { REFUND_CAPTURE_JOB } from './refund-capture-job.js';

export type CheckoutEventType = 'completed' | 'async_succeeded' | 'async_failed' | 'expired';

/**
 * Gives the customer what they paid for, once (each module's step is idempotent on its own key): a
 * bundle's tokens or days as recorded when its checkout opened, whatever the bundle says now; a
 * payment from before they were recorded reads the bundle (decision 044).
 */
async function grant(tx: DbOrTx, payment: Payment): Promise<void> {
  if (payment.kind === 'pin' && payment.orderId) {
    await payOrder(tx, payment.orderId);
  } else if (payment.kind === 'token_bundle' && payment.userId && payment.tokenBundleId) {
    await creditNavigationPoints(tx, {
      userId: payment.userId,
      amount: payment.tokens ?? (await currentTokens(tx, payment.tokenBundleId)) ?? TOKENS_PER_BUNDLE_DEFAULT,
      reason: 'bundle-purchase',
      reference: payment.id,
    });
  } else if (payment.kind === 'subscription_bundle' && payment.userId && payment.subscriptionBundleId) {
    await extendNavigationSubscription(tx, {
      userId: payment.userId,
      days:
        payment.durationDays ??
        (await currentDurationDays(tx, payment.subscriptionBundleId)) ??
        SUBSCRIPTION_DAYS_DEFAULT,
    });
  }
}

/** A payment that will not be paid: `expired` or `failed`, and a PIN's pending order failed. */
export async function markUnpaid(
  tx: DbOrTx,
  payment: Payment,
  status: 'expired' | 'failed',
  reason: string,
): Promise<Payment | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status, failureReason: reason })
    .where(eq(payments.id, payment.id))
    .returning();
  if (payment.orderId) await failUnpaidOrder(tx, payment.orderId, reason);
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
    let mailQueued = false;
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
        return markUnpaid(tx, payment, 'expired', 'the checkout session expired');
      }
      if (session.declined && !session.paid) {
        return markUnpaid(tx, payment, 'failed', 'the provider declined the payment');
      }
      if (!session.paid) return payment;
      if (
        session.amountCents !== payment.amountCents ||
        (session.currency ?? CURRENCY) !== payment.currency
      ) {
        const failed = await markUnpaid(
          tx,
          payment,
          'failed',
          `paid amount ${session.amountCents} ${session.currency} does not match`,
        );
        // The provider has taken money we will not honour: it goes back by itself (decision 028).
        if (session.amountCents) jobQueued = await queueRefund(tx, payment, session.amountCents, false);
        return failed;
      }
      await grant(tx, payment);
      jobQueued = payment.kind === 'pin';
      const [done] = await tx
        .update(payments)
        .set({ status: 'fulfilled', fulfilledAt: new Date(), providerSessionId: session.id })
        .where(eq(payments.id, payment.id))
        .returning();
      if (payment.email) {
        const order = payment.orderId ? await findOrder(tx, payment.orderId) : undefined;
        await enqueueMail(tx, {
          to: payment.email,
          kind: 'receipt',
          meta: { paymentId: payment.id },
          ...mailTemplates.receipt({
            brand: deps.brand,
            supportEmail: deps.supportEmail,
            paymentId: payment.id,
            ...(order ? { orderReference: orderReference(order.number) } : {}),
            description: payment.description,
            amount: centsToAmount(payment.amountCents),
            currency: payment.currency,
            date: new Date(),
          }),
        });
        mailQueued = true;
      }
      return done;
    });
    if (jobQueued) deps.onJobQueued();
    if (mailQueued) deps.onMailQueued();
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
          await markUnpaid(tx, payment, 'failed', 'the asynchronous payment failed');
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
