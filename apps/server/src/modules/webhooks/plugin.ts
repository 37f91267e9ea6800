/**
 * Webhooks (issue 34 part 4, decision 060): a customer's endpoints and deliveries over HTTP, the
 * delivery job, the listener of what happens to orders, and `app.webhooks.publish` for any other
 * module's event (bulk orders' `bulk_order.completed`). Registered after orders.
 */
import fp from 'fastify-plugin';
import type { WebhookEvent } from '@navihub/contract/webhooks';
import type { DbOrTx } from '../../db/client.js';
import { deliverWebhookJob } from './deliver.js';
import { webhookOrderListener } from './order-data.js';
import { DELIVER_WEBHOOK_JOB, publishEvents } from './publish.js';
import { webhookRoutes } from './routes.js';
import { createWebhookService } from './service.js';

export interface Webhooks {
  /**
   * Queues the deliveries of `event` to the account's endpoints that chose it, inside `tx` (the
   * transaction of the change it tells); resolves with how many. Once `tx` has committed, call
   * `app.jobWorker.nudge()` when it is above 0 (else the worker's next poll sends them).
   */
  publish(tx: DbOrTx, userId: number, event: WebhookEvent, data: Record<string, unknown>): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}

export const webhooksPlugin = fp<{ now?: () => number }>(
  async (app, opts) => {
    const { config, db } = app;
    // Plain HTTP and private addresses: on request, or while the shop serves its dev stand-ins on loopback.
    const allowPrivate =
      config.WEBHOOK_ALLOW_PRIVATE === 'on' ||
      (config.WEBHOOK_ALLOW_PRIVATE === undefined && config.devStandIns);
    app.handleJobs(
      DELIVER_WEBHOOK_JOB,
      deliverWebhookJob({ db, timeoutMs: config.WEBHOOK_TIMEOUT_MS, allowPrivate, now: opts.now }),
    );
    app.orderEvents.listen(webhookOrderListener(() => app.jobWorker.nudge()));
    app.decorate('webhooks', {
      publish: (tx, userId, event, data) => publishEvents(tx, [{ userId, event, data }]),
    } satisfies Webhooks);
    // A bulk order's completion, told in the transaction that completes it (decision 061); the
    // delivery's job commits with it and the worker's next poll (or LISTEN wake-up) sends it.
    app.bulkOrders.onCompleted(async (batch, tx) => {
      await publishEvents(tx, [
        {
          userId: batch.userId,
          event: 'bulk_order.completed',
          data: {
            bulk_order_id: batch.bulkOrderId,
            status: 'completed',
            rows: batch.rows,
            fulfilled: batch.fulfilled,
            failed: batch.failed,
            completed_at: batch.completedAt.toISOString(),
            livemode: batch.livemode,
          },
          livemode: batch.livemode,
        },
      ]);
    });
    await app.register(webhookRoutes, {
      webhooks: createWebhookService({
        db,
        allowPrivate,
        onJobQueued: () => app.jobWorker.nudge(),
        now: opts.now,
      }),
    });
  },
  {
    name: 'webhooks',
    dependencies: ['auth', 'jobs', 'orders', 'bulk-orders', 'api-key-access'],
    decorators: { fastify: ['db', 'config'] },
  },
);
