/** HTTP of a customer's API keys: create (shown once), list, revoke. An API key may call none of these. */
import type { FastifyPluginAsync } from 'fastify';
import { apiKeysApi } from '@navihub/contract/api/api-keys';
import { route } from '../../lib/endpoint-route.js';
import { currentUser } from '../auth/index.js';
import type { ApiKeyService } from './service.js';

export const apiKeyRoutes: FastifyPluginAsync<{ keys: ApiKeyService }> = async (app, { keys }) => {
  route(app, apiKeysApi.createApiKey, {
    handler: async (request, reply) =>
      reply.status(201).send(await keys.create(currentUser(request).id, request.body)),
  });

  route(app, apiKeysApi.listApiKeys, {
    handler: async (request) => ({ results: await keys.list(currentUser(request).id) }),
  });

  route(app, apiKeysApi.revokeApiKey, {
    handler: async (request, reply) => {
      await keys.revoke(currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  });
};
