/**
 * The refund of a bundle purchase a consumer withdrew from: what is left of its payment goes back
 * through the payments module's one refund path (decision 049) with one idempotency key per
 * withdrawal, so a retried refund is made once; the bundle's sale is told (a token bundle refunded
 * in full has its unspent tokens taken back, decision 043).
 */
import { DomainError } from '../../lib/domain-errors.js';
import type { Payment, PaymentsModule } from '../payments/index.js';

/** The bundle payment staff named, fulfilled and not refunded in full; else a 404 or 409. */
export async function refundableBundlePayment(
  payments: PaymentsModule,
  paymentId: string,
): Promise<Payment & { restCents: number }> {
  const payment = await payments.paymentById(paymentId);
  if (!payment) throw new DomainError('not-found', 'No payment of that id.');
  if (payment.kind === 'pin') {
    throw new DomainError('conflict', 'This is a PIN payment: refund its order in the order queue.');
  }
  if (payment.status !== 'fulfilled' || !payment.providerSessionId) {
    throw new DomainError('conflict', 'This payment was not received: there is nothing to refund.');
  }
  const restCents = payment.amountCents - (await payments.refundedCentsOf(payment.id));
  if (restCents <= 0) throw new DomainError('conflict', 'All of this payment was refunded already.');
  return { ...payment, restCents };
}

/** Refunds what is left of the payment; 502 `refund_failed` when the provider does not take it. */
export async function refundBundlePayment(
  payments: PaymentsModule,
  payment: Payment & { restCents: number },
  withdrawalId: number,
): Promise<number> {
  const made = await payments.refundPayment(payment, {
    amountCents: payment.restCents,
    idempotencyKey: `refund-withdrawal-${withdrawalId}`,
    reason: `The consumer withdrew from the contract (withdrawal ${withdrawalId}).`,
    kind: 'refund',
  });
  return made.amountCents;
}
