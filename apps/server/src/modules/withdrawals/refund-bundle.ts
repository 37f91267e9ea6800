/**
 * The refund of a bundle purchase a consumer withdrew from: what is left of its payment goes back
 * through the provider that took it (one idempotency key per withdrawal, so a retried refund is
 * made once), and is recorded as any refund is (recordPaymentRefund: a token bundle refunded in
 * full has its unspent tokens taken back, decision 043).
 */
import { ERROR_CODES } from '@navihub/contract/api/errors';
import type { Db } from '../../db/client.js';
import { DomainError } from '../../lib/domain-errors.js';
import { RefundFailedError } from '../../providers/payment/provider.js';
import { providerOf, type Payment, type PaymentsDeps } from '../payments/context.js';
import { paymentById } from '../payments/payment-by-id.js';
import { recordPaymentRefund, refundedCentsOf } from '../payments/payment-refunds.js';

export type RefundDeps = Pick<PaymentsDeps, 'checkout' | 'paypal'> & { db: Db };

/** The bundle payment staff named, fulfilled and not refunded in full; else a 404 or 409. */
export async function refundableBundlePayment(
  db: Db,
  paymentId: string,
): Promise<Payment & { restCents: number }> {
  const payment = await paymentById(db, paymentId);
  if (!payment) throw new DomainError('not-found', 'No payment of that id.');
  if (payment.kind === 'pin') {
    throw new DomainError('conflict', 'This is a PIN payment: refund its order in the order queue.');
  }
  if (payment.status !== 'fulfilled' || !payment.providerSessionId) {
    throw new DomainError('conflict', 'This payment was not received: there is nothing to refund.');
  }
  const restCents = payment.amountCents - (await refundedCentsOf(db, payment.id));
  if (restCents <= 0) throw new DomainError('conflict', 'All of this payment was refunded already.');
  return { ...payment, restCents };
}

/** Refunds what is left of the payment; 502 `refund_failed` when the provider does not take it. */
export async function refundBundlePayment(
  deps: RefundDeps,
  payment: Payment & { restCents: number },
  withdrawalId: number,
): Promise<number> {
  try {
    const refund = await providerOf(deps, payment).refund({
      providerSessionId: payment.providerSessionId!,
      amountCents: payment.restCents,
      idempotencyKey: `refund-withdrawal-${withdrawalId}`,
    });
    await deps.db.transaction((tx) =>
      recordPaymentRefund(tx, payment, {
        id: refund.id,
        amountCents: refund.amountCents,
        reason: `The consumer withdrew from the contract (withdrawal ${withdrawalId}).`,
      }),
    );
    return refund.amountCents;
  } catch (err) {
    if (err instanceof RefundFailedError) {
      throw new DomainError('provider-failed', ERROR_CODES.refund_failed, { code: 'refund_failed' });
    }
    throw err;
  }
}
