/**
 * A customer's webhook endpoints and their deliveries (decision 060): register (the secret shown
 * once), list, delete, rotate the secret (the previous one signs too for 24 hours), the recent
 * deliveries and a resend. Another account's endpoint or delivery is not found (404), and so is a
 * test endpoint (registered with an `nh_test_` key, decision 066) to a live caller and the other
 * way round: each mode sees and manages its own.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_SECRET_PREFIX,
  type CreateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookEndpointSummary,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
} from '@navihub/contract/webhooks';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
import { DomainError, notFound } from '../../lib/domain-errors.js';
import { enqueueJob } from '../jobs/index.js';
import { DELIVER_WEBHOOK_JOB } from './publish.js';
import { checkWebhookUrl } from './url-guard.js';

/** How long the previous secret signs too after a rotation. */
export const PREVIOUS_SECRET_HOURS = 24;
/** The first key of the advisory lock under which an account's endpoints are counted. */
const ENDPOINTS_LOCK = 60_060;
/** Deliveries the list shows. */
export const RECENT_DELIVERIES = 50;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function summaryOf(row: EndpointRow, now: Date): WebhookEndpointSummary {
  const previousStillSigns = row.previousSecretUntil && row.previousSecretUntil > now;
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    created_at: row.createdAt.toISOString(),
    disabled_at: iso(row.disabledAt),
    disabled_reason: row.disabledReason,
    previous_secret_until: previousStillSigns ? iso(row.previousSecretUntil) : null,
    livemode: row.livemode,
  };
}

export function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    message_id: row.messageId,
    event: row.event as WebhookEvent,
    status: row.status,
    attempts: row.attempts,
    last_response_code: row.lastResponseCode,
    last_error: row.lastError,
    next_attempt_at: iso(row.nextAttemptAt),
    last_attempt_at: iso(row.lastAttemptAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** Whose endpoints: the account's, live (a browser, a live key) or test (a test key). */
export interface EndpointOwner {
  userId: number;
  livemode: boolean;
}

const ownedBy = (owner: EndpointOwner) =>
  and(eq(webhookEndpoints.userId, owner.userId), eq(webhookEndpoints.livemode, owner.livemode));

export function createWebhookService(deps: {
  db: Db;
  allowPrivate: boolean;
  onJobQueued: () => void;
  now?: () => number;
}) {
  const { db } = deps;
  const now = () => new Date(deps.now?.() ?? Date.now());

  async function ownEndpoint(owner: EndpointOwner, id: number): Promise<EndpointRow> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), ownedBy(owner)));
    if (!row) throw notFound();
    return row;
  }

  return {
    async create(
      owner: EndpointOwner,
      body: CreateWebhookEndpointRequest,
    ): Promise<WebhookEndpointWithSecret> {
      const url = await checkWebhookUrl(body.url.trim(), deps.allowPrivate);
      const events = [...new Set(body.events)];
      const secret = newSecret();
      const { userId } = owner;
      const row = await db.transaction(async (tx) => {
        // Counted under a lock per account (PostgreSQL's advisory lock, held to the commit), so two
        // at once on two servers cannot pass the limit: a row lock would not cover a row not yet added.
        await tx.execute(sql`select pg_advisory_xact_lock(${ENDPOINTS_LOCK}, ${userId})`);
        const existing = await tx
          .select({ id: webhookEndpoints.id })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.userId, userId));
        if (existing.length >= WEBHOOK_ENDPOINTS_MAX) {
          throw new DomainError(
            'conflict',
            `An account may have ${WEBHOOK_ENDPOINTS_MAX} endpoints; delete one to add another.`,
          );
        }
        const [inserted] = await tx
          .insert(webhookEndpoints)
          .values({ userId, url: url.toString(), events, secret, livemode: owner.livemode })
          .returning();
        return inserted!;
      });
      return { ...summaryOf(row, now()), secret };
    },

    async list(owner: EndpointOwner): Promise<WebhookEndpointSummary[]> {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(ownedBy(owner))
        .orderBy(webhookEndpoints.id);
      const at = now();
      return rows.map((row) => summaryOf(row, at));
    },

    async remove(owner: EndpointOwner, id: number): Promise<void> {
      const deleted = await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), ownedBy(owner)))
        .returning({ id: webhookEndpoints.id });
      if (deleted.length === 0) throw notFound();
    },

    async rotate(owner: EndpointOwner, id: number): Promise<WebhookEndpointWithSecret> {
      const before = await ownEndpoint(owner, id);
      const secret = newSecret();
      const at = now();
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          secret,
          previousSecret: before.secret,
          previousSecretUntil: new Date(at.getTime() + PREVIOUS_SECRET_HOURS * 3600_000),
        })
        .where(and(eq(webhookEndpoints.id, id), ownedBy(owner)))
        .returning();
      if (!row) throw notFound();
      return { ...summaryOf(row, at), secret };
    },

    async deliveries(owner: EndpointOwner): Promise<WebhookDelivery[]> {
      const rows = await db
        .select({ delivery: webhookDeliveries })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(ownedBy(owner))
        .orderBy(desc(webhookDeliveries.id))
        .limit(RECENT_DELIVERIES);
      return rows.map((row) => deliveryOf(row.delivery));
    },

    /** Sends a delivery again now, with its `webhook-id`; 409 when its endpoint is disabled. */
    async resend(owner: EndpointOwner, id: number): Promise<WebhookDelivery> {
      const row = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
          .from(webhookDeliveries)
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
          .where(and(eq(webhookDeliveries.id, id), ownedBy(owner)));
        if (!found) throw notFound();
        if (found.endpoint.disabledAt) {
          throw new DomainError(
            'conflict',
            'Its endpoint is disabled: add the endpoint again to receive events.',
          );
        }
        const [updated] = await tx
          .update(webhookDeliveries)
          .set({ status: 'pending', nextAttemptAt: sql`now()` })
          .where(eq(webhookDeliveries.id, id))
          .returning();
        await enqueueJob(tx, DELIVER_WEBHOOK_JOB, { deliveryId: id });
        return updated!;
      });
      deps.onJobQueued();
      return deliveryOf(row);
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
