/** The success page's check: the payment behind its link, confirmed with the provider if still pending. */
import { eq } from 'drizzle-orm';
import { messages } from '@navihub/contract/messages';
import type { BundleKind } from '@navihub/contract/rules';
import { payments } from '../../db/schema.js';
import { notFound } from '../../lib/domain-errors.js';
import type { User } from '../auth/service.js';
import { findOrder } from '../codes/orders.js';
import { orderStatus } from '../codes/service.js';
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

  async function confirm(payment: Payment): Promise<Payment> {
    if (payment.status !== 'pending' || !payment.providerSessionId) return payment;
    // PayPal's retrieveSession captures an approved order: confirming is taking the money.
    const session = await providerOf(deps, payment).retrieveSession(payment.providerSessionId);
    return (await fulfilPayment(payment.id, session)) ?? payment;
  }

  async function checkPinPayment(paymentId: string, sessionId: string, user: User | null) {
    const payment = await confirm(await paymentForCheck(paymentId, sessionId, 'pin', user));
    if (payment.status === 'expired')
      return { status: 'error' as const, data: null, message: messages.paymentExpired };
    if (payment.status === 'failed')
      return { status: 'error' as const, data: null, message: messages.paymentFailed };
    const order = payment.orderId ? await findOrder(db, payment.orderId) : undefined;
    if (payment.status === 'pending' || !order)
      return { status: 'pending' as const, data: null, message: messages.paymentPending };
    return orderStatus(order);
  }

  async function checkBundlePayment(kind: BundleKind, paymentId: string, sessionId: string, user: User) {
    const payment = await confirm(await paymentForCheck(paymentId, sessionId, kind, user));
    switch (payment.status) {
      case 'fulfilled':
        return {
          status: 'success' as const,
          message: kind === 'token_bundle' ? messages.tokensCredited : messages.subscriptionExtended,
        };
      case 'pending':
        return { status: 'pending' as const, message: messages.paymentPending };
      case 'expired':
        return { status: 'error' as const, message: messages.paymentExpired };
      default:
        return { status: 'error' as const, message: messages.paymentFailed };
    }
  }

  return { checkPinPayment, checkBundlePayment };
}
