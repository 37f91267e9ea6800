/**
 * Webhook endpoints of the signed-in customer (issue 34 part 4, docs/decisions/060): register
 * (the secret in that answer only), list, delete, rotate the secret, the recent deliveries and a
 * resend. A full API key may call them too (a read-only one only reads).
 */
import { endpointsOf } from './endpoint.js';
import type { webhooksShapes } from './webhooks.shapes.js';

const endpoint = endpointsOf<typeof webhooksShapes>();
const tag = 'webhooks';

export const webhooksApi = {
  createWebhookEndpoint: endpoint({
    id: 'createWebhookEndpoint',
    method: 'POST',
    path: '/api/v1/webhooks/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    private: true,
    tag,
    summary: 'Register a webhook endpoint (its signing secret is in this answer only)',
  }),
  listWebhookEndpoints: endpoint({
    id: 'listWebhookEndpoints',
    method: 'GET',
    path: '/api/v1/webhooks/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    tag,
    summary: "The user's webhook endpoints",
  }),
  deleteWebhookEndpoint: endpoint({
    id: 'deleteWebhookEndpoint',
    method: 'DELETE',
    path: '/api/v1/webhooks/:id/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    tag,
    summary: 'Delete a webhook endpoint: nothing more is sent to it',
  }),
  rotateWebhookSecret: endpoint({
    id: 'rotateWebhookSecret',
    method: 'POST',
    path: '/api/v1/webhooks/:id/rotate-secret/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    private: true,
    tag,
    summary: 'A new signing secret; the previous one signs too for 24 hours',
  }),
  listWebhookDeliveries: endpoint({
    id: 'listWebhookDeliveries',
    method: 'GET',
    path: '/api/v1/webhooks/deliveries/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    tag,
    summary: 'The 50 most recent deliveries to your endpoints, newest first',
  }),
  resendWebhookDelivery: endpoint({
    id: 'resendWebhookDelivery',
    method: 'POST',
    path: '/api/v1/webhooks/deliveries/:id/resend/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    tag,
    summary: 'Send a delivery again now (the same webhook-id)',
  }),
};
