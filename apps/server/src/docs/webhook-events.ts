/**
 * The `webhooks` section of the published document (OpenAPI 3.1): one entry per event the shop
 * delivers (decision 060), its body's schema from the contract and an example body, and the
 * Standard Webhooks headers each delivery carries.
 */
import { z } from 'zod';
import {
  bulkOrderEventData,
  orderEventData,
  WEBHOOK_EVENT_MEANINGS,
  webhookPayload,
  type WebhookEvent,
} from '@navihub/contract/webhooks';

type Json = Record<string, unknown>;

const order = {
  order_id: 'c0a80101-7f3b-4e2a-9d51-2f6b1e0c9a11',
  reference: 'NH-7K3Q-92',
  comand: 'NTG 5.5',
  map_region: 'Europe',
  version: 'V12.0',
  vin: 'WDD2050461F123456',
  pin_is_demo: false,
  paid_with: 'points',
  price: null,
  currency: 'USD',
  created_at: '2026-11-27T10:15:00.000Z',
  livemode: true,
};

const EXAMPLES: Record<WebhookEvent, Json> = {
  'order.fulfilled': {
    ...order,
    status: 'fulfilled',
    pin: '7341-2290-1187',
    failure_reason: null,
    refund_status: null,
    refunded_amount: null,
  },
  'order.failed': {
    ...order,
    status: 'failed',
    pin: null,
    failure_reason: 'The supplier refused this VIN.',
    refund_status: 'refunded',
    refunded_amount: null,
  },
  'order.refunded': {
    ...order,
    paid_with: 'card',
    price: '29.00',
    status: 'fulfilled',
    pin: '7341-2290-1187',
    failure_reason: null,
    refund_status: 'refunded',
    refunded_amount: '29.00',
  },
  'bulk_order.completed': {
    bulk_order_id: 'b_01JDZ6Q4M1',
    status: 'completed',
    rows: 1000,
    fulfilled: 997,
    failed: 3,
    completed_at: '2026-11-27T10:15:04.512Z',
    livemode: true,
  },
};

const headers = {
  'webhook-id': {
    description: 'The message id (`msg_…`): the same on every retry and resend, so handle each once.',
    required: true,
    schema: { type: 'string', example: 'msg_2Xq9c1bM4ZK7pYtQ0aVv3nR8' },
  },
  'webhook-timestamp': {
    description: 'When this attempt was signed, in seconds since 1970 (refuse ones older than 5 minutes).',
    required: true,
    schema: { type: 'string', example: '1795774500' },
  },
  'webhook-signature': {
    description:
      '`v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per secret separated by spaces (two for 24 hours after a rotation). Verify with the `standardwebhooks` library.',
    required: true,
    schema: { type: 'string', example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=' },
  },
};

/** The document's `webhooks` object. */
export function webhookEvents(): Json {
  return Object.fromEntries(
    (Object.keys(EXAMPLES) as WebhookEvent[]).map((type) => {
      const data = type === 'bulk_order.completed' ? bulkOrderEventData : orderEventData;
      const schema = z.toJSONSchema(webhookPayload(type, data), { io: 'output', target: 'draft-2020-12' });
      delete (schema as Json).$schema;
      return [
        type,
        {
          post: {
            operationId: `webhook_${type.replace('.', '_')}`,
            summary: WEBHOOK_EVENT_MEANINGS[type],
            // Sent by the shop: the receiver checks webhook-signature instead.
            security: [],
            description: `Sent to every endpoint that chose \`${type}\`, with the Standard Webhooks headers.`,
            tags: ['webhooks'],
            parameters: Object.entries(headers).map(([name, header]) => ({ name, in: 'header', ...header })),
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema,
                  example: { type, timestamp: '2026-11-27T10:15:00.000Z', data: EXAMPLES[type] },
                },
              },
            },
            responses: {
              '200': { description: 'Any 2xx: received. Anything else or no answer in 10 s: retried.' },
              '410': { description: 'Gone: the shop disables the endpoint and sends it nothing more.' },
            },
          },
        },
      ];
    }),
  );
}
