/** API keys of the signed-in customer (issue 34): create, list, revoke. Not callable with a key. */
import { endpointsOf } from './endpoint.js';
import type { apiKeysShapes } from './api-keys.shapes.js';

const endpoint = endpointsOf<typeof apiKeysShapes>();
const tag = 'api keys';

export const apiKeysApi = {
  createApiKey: endpoint({
    id: 'createApiKey',
    method: 'POST',
    path: '/api/v1/api-keys/',
    auth: 'bearer',
    private: true,
    tag,
    summary: 'Create an API key (the key is in this answer only)',
  }),
  listApiKeys: endpoint({
    id: 'listApiKeys',
    method: 'GET',
    path: '/api/v1/api-keys/',
    auth: 'bearer',
    tag,
    summary: "The user's live API keys: name, mode, last four characters, created and last used",
  }),
  revokeApiKey: endpoint({
    id: 'revokeApiKey',
    method: 'DELETE',
    path: '/api/v1/api-keys/:id/',
    auth: 'bearer',
    tag,
    summary: 'Revoke an API key: it stops working at once',
  }),
};
