/** HTTP of a customer's webhook endpoints and deliveries (decision 060); a test key's are its own (066). */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { webhooksApi } from '@navihub/contract/api/webhooks';
import { route } from '../../lib/endpoint-route.js';
import { currentUser, isLivemode } from '../auth/index.js';
import type { EndpointOwner, WebhookService } from './service.js';

const ownerOf = (request: FastifyRequest): EndpointOwner => ({
  userId: currentUser(request).id,
  livemode: isLivemode(request),
});

export const webhookRoutes: FastifyPluginAsync<{ webhooks: WebhookService }> = async (app, { webhooks }) => {
  route(app, webhooksApi.createWebhookEndpoint, {
    handler: async (request, reply) =>
      reply.status(201).send(await webhooks.create(ownerOf(request), request.body)),
  });

  route(app, webhooksApi.listWebhookEndpoints, {
    handler: async (request) => ({ results: await webhooks.list(ownerOf(request)) }),
  });

  route(app, webhooksApi.deleteWebhookEndpoint, {
    handler: async (request, reply) => {
      await webhooks.remove(ownerOf(request), request.params.id);
      return reply.status(204).send();
    },
  });

  route(app, webhooksApi.rotateWebhookSecret, {
    handler: async (request) => webhooks.rotate(ownerOf(request), request.params.id),
  });

  route(app, webhooksApi.listWebhookDeliveries, {
    handler: async (request) => ({ results: await webhooks.deliveries(ownerOf(request)) }),
  });

  route(app, webhooksApi.resendWebhookDelivery, {
    handler: async (request, reply) =>
      reply.status(202).send(await webhooks.resend(ownerOf(request), request.params.id)),
  });
};
