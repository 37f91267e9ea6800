/**
 * Delivering a webhook (decision 060), the DELIVER_WEBHOOK_JOB handler: the delivery's body POSTed
 * to its endpoint with the Standard Webhooks headers, signed by the `standardwebhooks` library with
 * the endpoint's secret (and its previous one, for 24 hours after a rotation). A 2xx is success; a
 * 410 disables the endpoint; anything else, a timeout or a refused address is tried again on the
 * schedule below (about three days, the first retry within a minute) with the same `webhook-id`.
 */
import http from 'node:http';
import https from 'node:https';
import { and, eq, ne, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
import type { JobHandler } from '../jobs/index.js';
import { checkHostLiteral, publicOnlyLookup } from './url-guard.js';

/** Seconds before retry n (after attempt n): 30 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 20 h ≈ 72 h. */
export const RETRY_SCHEDULE = [30, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 72_000];
export const MAX_ATTEMPTS = RETRY_SCHEDULE.length + 1;
/** How much of an answer is read (its status is what counts). */
const ANSWER_BYTES = 4096;

export interface DeliverDeps {
  db: Db;
  timeoutMs: number;
  allowPrivate: boolean;
  /** The clock (tests move it). */
  now?: () => number;
}

/** The `webhook-signature` header: `v1,<base64>` per secret, space-separated. */
export function signatureOf(secrets: string[], messageId: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' ');
}

/** One POST; resolves with the answer's status, rejects on a network failure or the timeout. */
function post(url: URL, headers: Record<string, string>, body: string, deps: DeliverDeps): Promise<number> {
  if (!deps.allowPrivate) checkHostLiteral(url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: deps.timeoutMs,
        ...(deps.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES) response.destroy();
        });
        response.on('close', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${deps.timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

export function deliverWebhookJob(deps: DeliverDeps): JobHandler {
  const { db } = deps;
  const now = () => new Date(deps.now?.() ?? Date.now());

  /** One attempt's outcome; `at` is when it started. */
  async function record(
    deliveryId: number,
    at: Date,
    values: Partial<typeof webhookDeliveries.$inferInsert>,
  ) {
    await db
      .update(webhookDeliveries)
      .set({ ...values, attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: at })
      // A delivery another job already got through stays succeeded.
      .where(and(eq(webhookDeliveries.id, deliveryId), ne(webhookDeliveries.status, 'succeeded')));
  }

  return {
    maxAttempts: MAX_ATTEMPTS,
    backoff: (attempts) => RETRY_SCHEDULE[Math.min(attempts, RETRY_SCHEDULE.length) - 1]!,
    async run(payload, ctx) {
      const deliveryId = Number(payload.deliveryId);
      const [found] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, deliveryId));
      // Its endpoint was deleted (the delivery with it), or it got through already.
      if (!found || found.delivery.status === 'succeeded') return;
      const { delivery, endpoint } = found;
      if (endpoint.disabledAt) {
        await db
          .update(webhookDeliveries)
          .set({ status: 'failed', nextAttemptAt: null, lastError: 'The endpoint is disabled.' })
          .where(and(eq(webhookDeliveries.id, deliveryId), ne(webhookDeliveries.status, 'succeeded')));
        return;
      }
      const at = now();
      const secrets = [endpoint.secret];
      if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at) {
        secrets.push(endpoint.previousSecret);
      }
      const headers = {
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signatureOf(secrets, delivery.messageId, at, delivery.payload),
        'user-agent': 'NaviHub-Webhooks/1',
      };
      let status: number | undefined;
      let error: string | undefined;
      try {
        status = await post(new URL(endpoint.url), headers, delivery.payload, deps);
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      if (status !== undefined && status >= 200 && status < 300) {
        await record(deliveryId, at, {
          status: 'succeeded',
          lastResponseCode: status,
          lastError: null,
          nextAttemptAt: null,
        });
        return;
      }
      if (status === 410) {
        await db.transaction(async (tx) => {
          await tx
            .update(webhookEndpoints)
            .set({ disabledAt: at, disabledReason: 'The endpoint answered 410 Gone.' })
            .where(eq(webhookEndpoints.id, endpoint.id));
          await tx
            .update(webhookDeliveries)
            .set({
              status: 'failed',
              nextAttemptAt: null,
              lastResponseCode: 410,
              lastError: 'The endpoint answered 410 Gone: it is disabled.',
              attempts: sql`${webhookDeliveries.attempts} + 1`,
              lastAttemptAt: at,
            })
            .where(eq(webhookDeliveries.id, deliveryId));
        });
        return;
      }
      const why = error ?? `The endpoint answered ${status}.`;
      if (ctx.finalAttempt) {
        await record(deliveryId, at, {
          status: 'failed',
          lastResponseCode: status ?? null,
          lastError: why,
          nextAttemptAt: null,
        });
        return;
      }
      const retryIn = RETRY_SCHEDULE[Math.min(ctx.attempts, RETRY_SCHEDULE.length) - 1]!;
      await record(deliveryId, at, {
        status: 'pending',
        lastResponseCode: status ?? null,
        lastError: why,
        nextAttemptAt: new Date(at.getTime() + retryIn * 1000),
      });
      // The worker queues the job again after the same back-off.
      throw new Error(why);
    },
  };
}
