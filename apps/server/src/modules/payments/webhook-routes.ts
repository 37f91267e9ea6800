/**
 * The card provider's webhook. Its signature is checked on the raw body (so this plugin reads JSON
 * as bytes); events are de-duplicated by id, and handling them is idempotent anyway.
 */
import type { FastifyPluginAsync } from 'fastify';
import { paymentsApi } from '@navihub/contract/api/payments';
import { messages } from '@navihub/contract/messages';
import type { Db } from '../../db/client.js';
import { webhookEvents } from '../../db/schema.js';
import { InvalidWebhookError, type CheckoutProvider } from '../../providers/payment/provider.js';
import type { PaymentsService } from './service.js';
import { route } from '../../lib/endpoint-route.js';
import { errorBody } from '../../lib/error-body.js';
import { eq } from 'drizzle-orm';

export const webhookRoutes: FastifyPluginAsync<{
  db: Db;
  checkout: CheckoutProvider;
  payments: PaymentsService;
}> = async (app, { db, checkout, payments }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  route(app, paymentsApi.stripeWebhook, {
    handler: async (request, reply) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw))
        return reply.status(400).send(errorBody('webhook_invalid', messages.webhookInvalid));
      let event;
      try {
        event = checkout.parseWebhook(raw, request.headers['stripe-signature'] as string | undefined);
      } catch (err) {
        if (err instanceof InvalidWebhookError)
          return reply.status(400).send(errorBody('webhook_invalid', messages.webhookInvalid));
        throw err;
      }
      const seen = await db.query.webhookEvents.findFirst({ where: eq(webhookEvents.id, event.id) });
      if (seen) return { received: true as const, duplicate: true as const };
      if (event.type !== 'ignored') await payments.handleEvent(event.type, event.session);
      await db
        .insert(webhookEvents)
        .values({ id: event.id, type: event.type === 'ignored' ? event.stripeType : event.type })
        .onConflictDoNothing();
      return { received: true as const };
    },
  });
};
