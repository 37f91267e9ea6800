/**
 * The shop's own refund of money a provider took that the shop will not honour (decisions 028 and
 * 043): a capture of an amount or a currency other than the payment's, or one that completed after
 * the payment had failed or expired (a cancel and a return at once, a late capture). Queued by
 * fulfilPayment in the transaction that finds it, once per payment (`refund_queued_at`); the
 * refund's idempotency key is the payment's (`refund-payment-<id>`), so a retried job makes one
 * refund. It is made by the one refund path (refund-payment.ts), recorded on the payment and handed
 * to its sale: a PIN's order records it (the back-office and the customer's history show it). The
 * job's kind keeps its first name for jobs already queued.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { centsToAmount } from '@navihub/contract/rules';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type { JobHandler } from '../jobs/index.js';
import { PermanentJobError } from '../jobs/index.js';
import { DomainError } from '../../lib/domain-errors.js';
import type { PaymentRefunder } from './refund-payment.js';

export const REFUND_CAPTURE_JOB = 'refund-paypal-capture';

const REFUNDED_MARK = '; refunded ';

export const captureRefundKeyOf = (paymentId: string) => `refund-payment-${paymentId}`;

/** What the failed payment's record says once its capture is refunded. */
export const CAPTURE_REFUNDED = 'The captured amount did not match the order and was refunded automatically.';

/** What an order records when its payment was taken after it had failed, and given back. */
export const LATE_CAPTURE_REFUNDED =
  'The payment was taken after the order had failed, and was refunded automatically.';

export function refundCaptureJob(
  deps: { db: Db; refunder: PaymentRefunder },
  log: FastifyBaseLogger,
): JobHandler {
  return {
    async run(payload) {
      const paymentId = String(payload.paymentId);
      const capturedCents = Number(payload.amountCents);
      const reason = payload.late === true ? LATE_CAPTURE_REFUNDED : CAPTURE_REFUNDED;
      const payment = await deps.db.query.payments.findFirst({ where: eq(payments.id, paymentId) });
      if (!payment?.providerSessionId) throw new PermanentJobError(`no payment ${paymentId} to refund`);
      // Honoured, or refunded already (a job run again after it finished): nothing is left to do.
      if (payment.status === 'fulfilled' || payment.status === 'pending') return;
      if (payment.failureReason?.includes(REFUNDED_MARK)) return;
      try {
        await deps.refunder.refundPayment(payment, {
          amountCents: capturedCents,
          idempotencyKey: captureRefundKeyOf(paymentId),
          reason,
          kind: 'refund',
          onRecorded: async (tx, refund) => {
            await tx
              .update(payments)
              .set({
                failureReason:
                  `${payment.failureReason ?? payment.status}${REFUNDED_MARK}${centsToAmount(refund.amountCents)} (${refund.providerRefundId})`.slice(
                    0,
                    500,
                  ),
              })
              .where(eq(payments.id, paymentId));
          },
        });
      } catch (err) {
        // Made through a provider this shop no longer uses: staff refund it there.
        if (err instanceof DomainError && err.code === 'conflict') throw new PermanentJobError(err.message);
        throw err;
      }
    },
    maxAttempts: 8,
    backoff: (attempts) => Math.min(60 * 2 ** (attempts - 1), 3600),
    async giveUp(payload, error) {
      log.error(
        { paymentId: payload.paymentId, err: error },
        "money taken for a payment the shop did not honour could not be refunded automatically; refund it in the provider's dashboard",
      );
    },
  };
}
