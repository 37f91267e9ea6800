/**
 * API keys (issue 34, docs/decisions/053). `apiKeyAccessPlugin` goes before the routes of every
 * area (it decides what a key may call); `apiKeysPlugin` serves the keys' own endpoints.
 */
import fp from 'fastify-plugin';
import { apiKeyRoutes } from './routes.js';
import { createApiKeyService } from './service.js';

export { apiKeyAccessPlugin } from './access.js';

export const apiKeysPlugin = fp(
  async (app) => {
    await app.register(apiKeyRoutes, { keys: createApiKeyService(app.db) });
  },
  { name: 'api-keys', dependencies: ['auth', 'api-key-access'], decorators: { fastify: ['db'] } },
);
