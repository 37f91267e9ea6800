/** The success page's check: the payment behind its link, confirmed with the provider if still pending. */
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema.js';
import { notFound } from '../../lib/domain-errors.js';
import type { User } from '../auth/index.js';
import { providerOf, type Payment, type PaymentsDeps } from './context.js';
import type { FulfilPayment } from './fulfil-payment.js';

export function createConfirmPayment(deps: PaymentsDeps, { fulfilPayment }: FulfilPayment) {
  const { db } = deps;

  /** The payment behind a success-page link; the provider's session id in the link is the proof. */
  async function paymentForCheck(
    paymentId: string,
    sessionId: string,
    kind: Payment['kind'],
    user: User | null,
  ): Promise<Payment> {
    const payment = await db.query.payments.findFirst({ where: eq(payments.id, paymentId) });
    if (!payment || payment.kind !== kind || payment.providerSessionId !== sessionId) throw notFound();
    if (payment.userId && user && payment.userId !== user.id) throw notFound();
    if (kind !== 'pin' && payment.userId && !user) throw notFound();
    return payment;
  }

  /**
   * The payment of a success-page link as it stands once the provider was asked (a pending one
   * is honoured here if it was paid); 404 when the link is not the caller's. Its seller says
   * what the page shows.
   */
  return async function confirmPayment(
    paymentId: string,
    sessionId: string,
    kind: Payment['kind'],
    user: User | null,
  ): Promise<Payment> {
    const payment = await paymentForCheck(paymentId, sessionId, kind, user);
    if (payment.status !== 'pending' || !payment.providerSessionId) return payment;
    // PayPal's retrieveSession captures an approved order: confirming is taking the money.
    const session = await providerOf(deps, payment).retrieveSession(payment.providerSessionId);
    return (await fulfilPayment(payment.id, session)) ?? payment;
  };
}
