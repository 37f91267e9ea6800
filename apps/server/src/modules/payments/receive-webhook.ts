/**
 * The card provider's webhook: its signature checked on the raw body, each event handled once
 * (de-duplicated by id; handling is idempotent anyway). Besides the checkout's own events, a
 * refund made at the provider (`charge.refunded`) and a dispute (`charge.dispute.created`) are
 * recorded as amounts on the payment they belong to (decision 043).
 */
import { and, eq } from 'drizzle-orm';
import { messages } from '@navihub/contract/messages';
import { payments, webhookEvents } from '../../db/schema.js';
import { DomainError } from '../../lib/domain-errors.js';
import { InvalidWebhookError, type CheckoutEvent } from '../../providers/payment/provider.js';
import type { PaymentsDeps } from './context.js';
import type { createFulfilPayment } from './fulfil-payment.js';
import { recordPaymentRefund } from './payment-refunds.js';

/** What an order records for a refund made in the card provider's dashboard. */
export const PROVIDER_DASHBOARD_REFUND = "Refunded in the card provider's dashboard.";
/** What an order records for a dispute its customer's bank opened. */
export const DISPUTE_OPENED = "Disputed at the customer's bank: the money is held back by the card provider.";

type MoneyBackEvent = Extract<CheckoutEvent, { type: 'refunded' | 'disputed' }>;

export function createReceiveWebhook(
  { db, checkout, kinds }: PaymentsDeps,
  fulfil: ReturnType<typeof createFulfilPayment>,
) {
  /** A refund or dispute of one of our payments, recorded by the provider's id of each. */
  async function recordMoneyBack(event: MoneyBackEvent): Promise<void> {
    const sessionId = await checkout.sessionOfPayment?.(event.paymentIntent);
    if (!sessionId) return;
    const payment = await db.query.payments.findFirst({
      where: and(eq(payments.providerSessionId, sessionId), eq(payments.provider, checkout.name)),
    });
    if (!payment || payment.status === 'pending') return;
    const seen =
      event.type === 'disputed'
        ? [{ ...event.dispute, reason: DISPUTE_OPENED, kind: 'dispute' as const }]
        : ((await checkout.refundsOf?.(event.paymentIntent)) ?? []).map((r) => ({
            ...r,
            reason: PROVIDER_DASHBOARD_REFUND,
            kind: 'refund' as const,
          }));
    for (const refund of seen) await db.transaction((tx) => recordPaymentRefund(tx, kinds, payment, refund));
  }

  return async function receiveWebhook(
    raw: unknown,
    signature: string | undefined,
  ): Promise<{ received: true; duplicate?: true }> {
    if (!Buffer.isBuffer(raw))
      throw new DomainError('invalid', messages.webhookInvalid, { code: 'webhook_invalid' });
    let event;
    try {
      event = checkout.parseWebhook(raw, signature);
    } catch (err) {
      if (err instanceof InvalidWebhookError)
        throw new DomainError('invalid', messages.webhookInvalid, { code: 'webhook_invalid' });
      throw err;
    }
    const seen = await db.query.webhookEvents.findFirst({ where: eq(webhookEvents.id, event.id) });
    if (seen) return { received: true, duplicate: true };
    if (event.type === 'refunded' || event.type === 'disputed') await recordMoneyBack(event);
    else if (event.type !== 'ignored') await fulfil.handleEvent(event.type, event.session);
    await db
      .insert(webhookEvents)
      .values({
        id: event.id,
        type:
          event.type === 'ignored'
            ? event.stripeType
            : event.type === 'refunded'
              ? 'charge.refunded'
              : event.type === 'disputed'
                ? 'charge.dispute.created'
                : event.type,
      })
      .onConflictDoNothing();
    return { received: true };
  };
}
