/** Sending the customer to the card provider for a payment row already written. */
import { eq } from 'drizzle-orm';
import { paymentsApi, successPageQuery } from '@navihub/contract/api/payments';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@navihub/contract/locales';
import { messages } from '@navihub/contract/messages';
import { payments } from '../../db/schema.js';
import { DomainError } from '../../lib/domain-errors.js';
import type { CheckoutProvider, CheckoutSession } from '../../providers/payment/provider.js';
import type { Payment, PaymentsDeps } from './context.js';

const startFailed = () => new DomainError('provider-failed', messages.paymentStartFailed);

/**
 * The web's success page for a payment, the provider's session id in it (what the page checks), in
 * the buyer's language (`/de/success`; decision 058).
 */
export function successPageUrl(
  publicUrl: string,
  payment: Pick<Payment, 'id' | 'kind'>,
  sessionId: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return `${publicUrl}${localizedPath(locale, '/success')}?${successPageQuery[payment.kind]}=${payment.id}&${successPageQuery.session}=${sessionId}`;
}

export function createOpenCheckout(deps: PaymentsDeps) {
  const { db } = deps;

  /**
   * Resolves with the provider's page; a provider failure leaves a failed payment, never a dangling
   * one. PayPal returns to the server (which captures, then sends the browser to the success page).
   */
  return async function openCheckout(
    payment: Payment,
    provider: CheckoutProvider,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<string> {
    const paypal = provider.name === 'paypal' || provider.name === 'dev-paypal';
    // The buyer's language rides along, so the server's redirect lands on their page (`/de/success`).
    const back = `paymentId=${payment.id}${locale === DEFAULT_LOCALE ? '' : `&lang=${locale}`}`;
    let session: CheckoutSession;
    try {
      session = await provider.createSession({
        paymentId: payment.id,
        description: payment.description,
        amountCents: payment.amountCents,
        currency: payment.currency,
        email: payment.email,
        successUrl: paypal
          ? `${deps.publicUrl}${paymentsApi.paypalReturn.path}?${back}`
          : successPageUrl(deps.publicUrl, payment, '{CHECKOUT_SESSION_ID}', locale),
        cancelUrl: paypal
          ? `${deps.publicUrl}${paymentsApi.paypalCancel.path}?${back}`
          : `${deps.publicUrl}${localizedPath(locale, '/cancel')}`,
        expiresInSeconds: deps.sessionTtlSeconds,
      });
    } catch (err) {
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'failed', failureReason: (err as Error).message.slice(0, 500) })
          .where(eq(payments.id, payment.id));
        await deps.kinds.of(payment.kind).unpaid?.(tx, payment, 'checkout could not be opened');
      });
      throw startFailed();
    }
    if (!session.url) throw startFailed();
    await db.update(payments).set({ providerSessionId: session.id }).where(eq(payments.id, payment.id));
    return session.url;
  };
}

export type OpenCheckout = ReturnType<typeof createOpenCheckout>;
