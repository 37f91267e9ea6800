/**
 * Publishing an event (decision 060), outbox style: inside the caller's transaction, one delivery
 * row per enabled endpoint of the account that chose the event, and one job per delivery on the
 * shop's queue. Nothing is sent here: the job worker delivers (deliver.ts). An account without
 * such endpoints costs one indexed read.
 */
import { randomBytes } from 'node:crypto';
import { and, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { WebhookEvent } from '@navihub/contract/webhooks';
import type { DbOrTx } from '../../db/client.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
import { enqueueJob } from '../jobs/index.js';

/** Sends one delivery (deliver.ts). */
export const DELIVER_WEBHOOK_JOB = 'deliver-webhook';

export interface PublishedEvent {
  /** The account whose endpoints hear of it. */
  userId: number;
  event: WebhookEvent;
  /** The event's `data` (the contract's schema of the event). */
  data: Record<string, unknown>;
  /** When it happened; now when absent. */
  at?: Date | undefined;
  /** False for a test event (decision 066): only the account's test endpoints hear it; absent: live. */
  livemode?: boolean | undefined;
}

/** A Standard Webhooks message id: `msg_` and 24 random base64url characters. */
export const newMessageId = () => `msg_${randomBytes(18).toString('base64url')}`;

/** The body every delivery of the event carries, signed as it is sent. */
export const payloadOf = (item: PublishedEvent) =>
  JSON.stringify({ type: item.event, timestamp: (item.at ?? new Date()).toISOString(), data: item.data });

/**
 * Queues the deliveries of `items` in `tx`; resolves with how many were queued (the caller nudges
 * the job worker once `tx` has committed).
 */
export async function publishEvents(tx: DbOrTx, items: PublishedEvent[]): Promise<number> {
  if (items.length === 0) return 0;
  const userIds = [...new Set(items.map((item) => item.userId))];
  const endpoints = await tx
    .select({
      id: webhookEndpoints.id,
      userId: webhookEndpoints.userId,
      events: webhookEndpoints.events,
      livemode: webhookEndpoints.livemode,
    })
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.userId, userIds), isNull(webhookEndpoints.disabledAt)));
  const rows = items.flatMap((item) =>
    endpoints
      .filter(
        (endpoint) =>
          endpoint.userId === item.userId &&
          endpoint.livemode === (item.livemode ?? true) &&
          endpoint.events.includes(item.event),
      )
      .map((endpoint) => ({
        endpointId: endpoint.id,
        messageId: newMessageId(),
        event: item.event,
        payload: payloadOf(item),
      })),
  );
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id });
  for (const { id } of inserted) await enqueueJob(tx, DELIVER_WEBHOOK_JOB, { deliveryId: id });
  return inserted.length;
}

/** Days a finished delivery (its body holds the PIN) is kept for the settings page's list. */
export const DELIVERY_RETENTION_DAYS = 30;

/** Deletes deliveries finished more than DELIVERY_RETENTION_DAYS ago (the retention sweep). */
export async function purgeWebhookDeliveries(db: DbOrTx): Promise<number> {
  const deleted = await db
    .delete(webhookDeliveries)
    .where(
      and(
        ne(webhookDeliveries.status, 'pending'),
        lt(webhookDeliveries.createdAt, sql`now() - make_interval(days => ${DELIVERY_RETENTION_DAYS})`),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
}
