/**
 * Webhooks (issue 34 part 4, docs/decisions/060): the endpoints a customer registers, the events
 * the shop delivers to them (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64>`), and each delivery's state.
 */
import { z } from 'zod';
import { paidWith, refundStatus } from './history.js';
import { livemodeField } from './sandbox.js';

export const WEBHOOK_EVENTS = [
  'order.fulfilled',
  'order.failed',
  'order.refunded',
  'bulk_order.completed',
] as const;
export const webhookEvent = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof webhookEvent>;

/** What each event means, as the settings page and the document say it. */
export const WEBHOOK_EVENT_MEANINGS: Record<WebhookEvent, string> = {
  'order.fulfilled': 'An order has its PIN.',
  'order.failed': 'An order failed: it will get no PIN (what paid for it is given back).',
  'order.refunded': 'What paid for an order was given back, in part or in full.',
  'bulk_order.completed': 'Every row of a bulk order has been ordered or has failed.',
};

/** Every secret starts with this; the rest is the base64 of 32 random bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Endpoints one account may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

export const createWebhookEndpointRequest = z.object({
  url: z
    .string({ error: 'Enter the address the events are sent to.' })
    .trim()
    .min(1, 'Enter the address the events are sent to.')
    .max(WEBHOOK_URL_MAX_LENGTH, `At most ${WEBHOOK_URL_MAX_LENGTH} characters.`)
    .meta({ example: 'https://example.com/navihub/webhooks' }),
  events: z
    .array(
      z.enum(WEBHOOK_EVENTS, {
        error: `Not an event the shop sends; choose from ${WEBHOOK_EVENTS.join(', ')}.`,
      }),
      {
        error: 'Choose the events to receive.',
      },
    )
    .min(1, 'Choose at least one event.')
    .meta({ example: ['order.fulfilled', 'order.failed'] }),
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequest>;

export const webhookEndpointSummary = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEvent),
  created_at: z.string(),
  /** When a 410 answer (or the shop) disabled it; null while it receives events. */
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  /** Until when the previous secret still signs too, after a rotation; null otherwise. */
  previous_secret_until: z.string().nullable(),
  /** False for a test endpoint (registered with an `nh_test_` key): it hears only test events. */
  livemode: livemodeField,
});
export type WebhookEndpointSummary = z.infer<typeof webhookEndpointSummary>;

/** The answer to creating an endpoint or rotating its secret: the only time the secret is shown. */
export const webhookEndpointWithSecret = webhookEndpointSummary.extend({
  secret: z.string().meta({
    description: 'The signing secret (`whsec_…`): shown this once. Verify each delivery with it.',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  }),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;

export const webhookEndpointList = z.object({ results: z.array(webhookEndpointSummary) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointList>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const webhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatus>;

export const webhookDelivery = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  /** The `webhook-id` header: the same on every attempt and on a resend. */
  message_id: z.string(),
  event: webhookEvent,
  /** `pending` while attempts remain, `succeeded` on a 2xx, `failed` once the shop gave up. */
  status: webhookDeliveryStatus,
  attempts: z.number().int(),
  last_response_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryList = z.object({ results: z.array(webhookDelivery) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryList>;

/** An order as its events tell it (`data` of `order.*`). */
export const orderEventData = z.object({
  order_id: z.string(),
  reference: z.string(),
  status: z.enum(['fulfilled', 'failed']),
  comand: z.string(),
  map_region: z.string(),
  version: z.string(),
  vin: z.string(),
  /** The PIN (`order.fulfilled`, and a refunded order that had one); null otherwise. */
  pin: z.string().nullable(),
  /** A PIN from the demo provider, not a real one. */
  pin_is_demo: z.boolean(),
  paid_with: paidWith,
  price: z.string().nullable(),
  currency: z.string(),
  failure_reason: z.string().nullable(),
  refund_status: refundStatus.nullable(),
  refunded_amount: z.string().nullable(),
  created_at: z.string(),
  livemode: livemodeField,
});
export type OrderEventData = z.infer<typeof orderEventData>;

/** A bulk order as `bulk_order.completed` tells it. */
export const bulkOrderEventData = z.looseObject({
  bulk_order_id: z.string(),
  status: z.literal('completed'),
  /** The rows of the file, the ones whose PIN is ready, and the ones not ordered or failed. */
  rows: z.number().int(),
  fulfilled: z.number().int(),
  failed: z.number().int(),
  completed_at: z.iso.datetime(),
  livemode: livemodeField,
});

/** The body of every delivery (Standard Webhooks' recommended shape). */
export const webhookPayload = <T extends z.ZodType>(type: WebhookEvent, data: T) =>
  z.object({
    type: z.literal(type),
    /** When the event happened (ISO 8601). */
    timestamp: z.string(),
    data,
  });
