/** The shapes of the webhooks' endpoints (webhooks.ts), keyed by endpoint id. */
import { z } from 'zod';
import { recordId } from '../fields.js';
import {
  createWebhookEndpointRequest,
  webhookDelivery,
  webhookDeliveryList,
  webhookEndpointList,
  webhookEndpointWithSecret,
} from '../webhooks.js';
import type { Shape } from './endpoint.js';

const byId = z.object({ id: recordId() });

export const webhooksShapes = {
  createWebhookEndpoint: {
    body: createWebhookEndpointRequest,
    response: { 201: webhookEndpointWithSecret },
    errors: { 409: 'The account has its maximum of endpoints already (code `conflict`).' },
  },
  listWebhookEndpoints: { response: { 200: webhookEndpointList } },
  deleteWebhookEndpoint: {
    params: byId,
    response: { 204: z.null() },
    errors: { 404: 'No endpoint of that id for this user (code `not_found`).' },
  },
  rotateWebhookSecret: {
    params: byId,
    response: { 200: webhookEndpointWithSecret },
    errors: { 404: 'No endpoint of that id for this user (code `not_found`).' },
  },
  listWebhookDeliveries: { response: { 200: webhookDeliveryList } },
  resendWebhookDelivery: {
    params: byId,
    response: { 202: webhookDelivery },
    errors: {
      404: 'No delivery of that id for this user (code `not_found`).',
      409: 'Its endpoint is disabled or deleted (code `conflict`).',
    },
  },
} satisfies Record<string, Shape>;
