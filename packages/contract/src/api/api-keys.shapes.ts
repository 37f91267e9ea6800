/** The shapes of the API keys' endpoints (api-keys.ts), keyed by endpoint id. */
import { z } from 'zod';
import { apiKeyList, createApiKeyRequest, createdApiKey } from '../api-keys.js';
import { recordId } from '../fields.js';
import type { Shape } from './endpoint.js';

export const apiKeysShapes = {
  createApiKey: {
    body: createApiKeyRequest,
    response: { 201: createdApiKey },
  },
  listApiKeys: { response: { 200: apiKeyList } },
  revokeApiKey: {
    params: z.object({ id: recordId() }),
    response: { 204: z.null() },
    errors: { 404: 'No live key of that id for this user (code `not_found`).' },
  },
} satisfies Record<string, Shape>;
