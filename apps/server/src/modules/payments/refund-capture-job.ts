/**
 * The shop's own refund of a PayPal capture it could not honour (decision 028): PayPal took an
 * amount or a currency other than the payment's, so the payment failed, and the money goes back
 * at once instead of waiting for staff. Queued by fulfilPayment in the transaction that fails the
 * payment; the refund's PayPal-Request-Id is the payment's (`refund-payment-<id>`), so a retried
 * job, or two, make one refund. The refund is recorded on the payment and, for a PIN, on its order
 * (the back-office's refund and the customer's history show it).
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { centsToAmount } from '@navihub/contract/rules';
import { payments } from '../../db/schema.js';
import { recordProviderRefund } from '../codes/order-refunds.js';
import type { JobHandler } from '../jobs/worker.js';
import { PermanentJobError } from '../jobs/worker.js';
import type { PaymentsDeps } from './context.js';

export const REFUND_CAPTURE_JOB = 'refund-paypal-capture';

const REFUNDED_MARK = '; refunded ';

export const captureRefundKeyOf = (paymentId: string) => `refund-payment-${paymentId}`;

/** What the failed payment's record says once its capture is refunded. */
export const CAPTURE_REFUNDED = 'The captured amount did not match the order and was refunded automatically.';

export function refundCaptureJob(
  deps: Pick<PaymentsDeps, 'db' | 'paypal'>,
  log: FastifyBaseLogger,
): JobHandler {
  return {
    async run(payload) {
      const paymentId = String(payload.paymentId);
      const capturedCents = Number(payload.amountCents);
      const payment = await deps.db.query.payments.findFirst({ where: eq(payments.id, paymentId) });
      if (!payment?.providerSessionId) throw new PermanentJobError(`no PayPal payment ${paymentId}`);
      if (!deps.paypal || payment.provider !== deps.paypal.name)
        throw new PermanentJobError(`payment ${paymentId} was not made through this shop's PayPal`);
      // Refunded already (a job run again after it finished): nothing is left to do.
      if (payment.status !== 'failed' || payment.failureReason?.includes(REFUNDED_MARK)) return;
      const refund = await deps.paypal.refund({
        providerSessionId: payment.providerSessionId,
        amountCents: capturedCents,
        idempotencyKey: captureRefundKeyOf(paymentId),
      });
      await deps.db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({
            failureReason:
              `${payment.failureReason ?? 'failed'}${REFUNDED_MARK}${centsToAmount(refund.amountCents)} (${refund.id})`.slice(
                0,
                500,
              ),
          })
          .where(eq(payments.id, paymentId));
        if (payment.orderId)
          await recordProviderRefund(tx, payment.orderId, {
            amountCents: refund.amountCents,
            providerRefundId: refund.id,
            reason: CAPTURE_REFUNDED,
          });
      });
    },
    maxAttempts: 8,
    backoff: (attempts) => Math.min(60 * 2 ** (attempts - 1), 3600),
    async giveUp(payload, error) {
      log.error(
        { paymentId: payload.paymentId, err: error },
        'a mismatching PayPal capture could not be refunded automatically; refund it in PayPal',
      );
    },
  };
}
