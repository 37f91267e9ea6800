/** The API keys module's public entry (issue 34, docs/decisions/053). */
export { apiKeyAccessPlugin, apiKeysPlugin } from './plugin.js';
export { createApiKeyService, type ApiKeyService, type LiveApiKey } from './service.js';
export { isWellFormedApiKey, looksLikeApiKey } from './key-text.js';
