/**
 * Card payments still pending after their session's lifetime (and a minute's grace for clocks):
 * the provider is asked once more, then each is closed the way `checkout.session.expired` closes
 * it (a PIN order fails, nothing was charged), or honoured if it was paid after all.
 */
import { and, eq, lt } from 'drizzle-orm';
import { payments } from '../../db/schema.js';
import type { CheckoutSession } from '../../providers/payment/provider.js';
import { providerOf, type PaymentsDeps } from './context.js';
import type { FulfilPayment } from './fulfil-payment.js';

const NO_SESSION: CheckoutSession = {
  id: '',
  url: null,
  status: 'expired',
  paid: false,
  amountCents: null,
  currency: null,
  paymentId: null,
};

export function createExpireStalePayments(deps: PaymentsDeps, { handleEvent }: FulfilPayment) {
  const { db } = deps;

  return async function expireStalePayments(
    onError: (err: unknown, paymentId: string) => void,
    limit = 100,
  ): Promise<number> {
    const cutoff = new Date(Date.now() - (deps.sessionTtlSeconds + 60) * 1000);
    const stale = await db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, cutoff)))
      .orderBy(payments.createdAt)
      .limit(limit);
    let closed = 0;
    for (const payment of stale) {
      try {
        const session = payment.providerSessionId
          ? await providerOf(deps, payment).retrieveSession(payment.providerSessionId)
          : NO_SESSION;
        // Complete but unpaid: a delayed method (bank debit) whose outcome the provider still reports.
        if (session.status === 'complete' && !session.paid) continue;
        await handleEvent(session.paid ? 'completed' : 'expired', { ...session, paymentId: payment.id });
        closed++;
      } catch (err) {
        onError(err, payment.id);
      }
    }
    return closed;
  };
}
