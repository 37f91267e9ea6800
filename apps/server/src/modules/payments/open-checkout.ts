/** Sending the customer to the card provider for a payment row already written. */
import { eq } from 'drizzle-orm';
import { messages } from '@navihub/contract/messages';
import { payments } from '../../db/schema.js';
import { DomainError } from '../../lib/domain-errors.js';
import type { CheckoutSession } from '../../providers/payment/provider.js';
import { failUnpaidOrder } from '../codes/orders.js';
import type { Payment, PaymentsDeps } from './context.js';

const startFailed = () => new DomainError('provider-failed', messages.paymentStartFailed);

export function createOpenCheckout(deps: PaymentsDeps) {
  const { db, checkout } = deps;

  /** Resolves with the provider's page; a provider failure leaves a failed payment, never a dangling one. */
  return async function openCheckout(payment: Payment, successUrl: string): Promise<string> {
    let session: CheckoutSession;
    try {
      session = await checkout.createSession({
        paymentId: payment.id,
        description: payment.description,
        amountCents: payment.amountCents,
        currency: payment.currency,
        email: payment.email,
        successUrl,
        cancelUrl: `${deps.publicUrl}/cancel`,
        expiresInSeconds: deps.sessionTtlSeconds,
      });
    } catch (err) {
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'failed', failureReason: (err as Error).message.slice(0, 500) })
          .where(eq(payments.id, payment.id));
        if (payment.orderId) await failUnpaidOrder(tx, payment.orderId, 'checkout could not be opened');
      });
      throw startFailed();
    }
    if (!session.url) throw startFailed();
    await db.update(payments).set({ providerSessionId: session.id }).where(eq(payments.id, payment.id));
    return session.url;
  };
}

export type OpenCheckout = ReturnType<typeof createOpenCheckout>;
