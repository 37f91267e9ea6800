/** The webhooks module's public entry (issue 34 part 4, docs/decisions/060). */

// Endpoints, deliveries and the delivery job as a Fastify plugin; `app.webhooks.publish` for events.
export { webhooksPlugin, type Webhooks } from './plugin.js';
// The retention sweep's part: finished deliveries past their days.
export { purgeWebhookDeliveries } from './publish.js';
// Orders' events as webhooks, for use cases built outside the app (the operator CLI).
export { webhookOrderListener } from './order-data.js';
