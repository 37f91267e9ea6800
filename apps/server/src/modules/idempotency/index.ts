/** The idempotency module's public entry (issue 34, docs/decisions/053). */
export { idempotencyPlugin } from './plugin.js';
export { IDEMPOTENCY_KEY_HOURS, purgeIdempotencyKeys } from './store.js';
