/** HTTP of a customer's webhook endpoints and deliveries (decision 060). */
import type { FastifyPluginAsync } from 'fastify';
import { webhooksApi } from '@navihub/contract/api/webhooks';
import { route } from '../../lib/endpoint-route.js';
import { currentUser } from '../auth/index.js';
import type { WebhookService } from './service.js';

export const webhookRoutes: FastifyPluginAsync<{ webhooks: WebhookService }> = async (app, { webhooks }) => {
  route(app, webhooksApi.createWebhookEndpoint, {
    handler: async (request, reply) =>
      reply.status(201).send(await webhooks.create(currentUser(request).id, request.body)),
  });

  route(app, webhooksApi.listWebhookEndpoints, {
    handler: async (request) => ({ results: await webhooks.list(currentUser(request).id) }),
  });

  route(app, webhooksApi.deleteWebhookEndpoint, {
    handler: async (request, reply) => {
      await webhooks.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  });

  route(app, webhooksApi.rotateWebhookSecret, {
    handler: async (request) => webhooks.rotate(currentUser(request).id, request.params.id),
  });

  route(app, webhooksApi.listWebhookDeliveries, {
    handler: async (request) => ({ results: await webhooks.deliveries(currentUser(request).id) }),
  });

  route(app, webhooksApi.resendWebhookDelivery, {
    handler: async (request, reply) =>
      reply.status(202).send(await webhooks.resend(currentUser(request).id, request.params.id)),
  });
};
