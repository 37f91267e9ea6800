/**
 * The card provider's webhook: its signature checked on the raw body, each event handled once
 * (de-duplicated by id; handling is idempotent anyway).
 */
import { eq } from 'drizzle-orm';
import { messages } from '@navihub/contract/messages';
import { webhookEvents } from '../../db/schema.js';
import { DomainError } from '../../lib/domain-errors.js';
import { InvalidWebhookError } from '../../providers/payment/provider.js';
import type { PaymentsDeps } from './context.js';
import type { createFulfilPayment } from './fulfil-payment.js';

export function createReceiveWebhook(
  { db, checkout }: PaymentsDeps,
  fulfil: ReturnType<typeof createFulfilPayment>,
) {
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
    if (event.type !== 'ignored') await fulfil.handleEvent(event.type, event.session);
    await db
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type === 'ignored' ? event.stripeType : event.type })
      .onConflictDoNothing();
    return { received: true };
  };
}
