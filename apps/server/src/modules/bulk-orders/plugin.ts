/**
 * Bulk orders (issue 34 part 5, decision 061): a fleet's CSV of up to 1,000 PINs, paid for as a
 * whole, its rows ordered by the job queue through the orders module, the account mailed once when
 * the batch completes (batch-mail.ts). Decorated as `bulkOrders`, where other modules subscribe to
 * a batch's completion (`onCompleted`).
 */
import fp from 'fastify-plugin';
import { bulkOrderJob, type BulkOrderCompletedListener } from './bulk-order-job.js';
import { bulkOrderRoutes } from './routes.js';
import { BULK_ORDER_JOB, createBulkOrders } from './service.js';

export interface BulkOrdersHooks {
  /**
   * `listener` runs when a batch completes (every row has its PIN or its error), inside the
   * transaction that completes it: `bulk_order.completed`.
   */
  onCompleted(listener: BulkOrderCompletedListener): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    bulkOrders: BulkOrdersHooks;
  }
}

export const bulkOrdersPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const listeners: BulkOrderCompletedListener[] = [];
    const onJobQueued = () => app.jobWorker.nudge();
    const job = bulkOrderJob({
      db,
      listeners,
      onJobQueued,
      onMailQueued: () => app.mailWorker.nudge(),
      brand: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      publicUrl: config.publicUrl,
    });
    app.handleJobs(BULK_ORDER_JOB, { ...job, maxAttempts: 10 });
    app.decorate('bulkOrders', {
      onCompleted(listener: BulkOrderCompletedListener) {
        listeners.push(listener);
      },
    } satisfies BulkOrdersHooks);
    await app.register(bulkOrderRoutes, {
      bulkOrders: createBulkOrders({
        db,
        subscriptionDailyLimit: config.SUBSCRIPTION_DAILY_LIMIT,
        onJobQueued,
      }),
    });
  },
  {
    name: 'bulk-orders',
    dependencies: ['auth', 'jobs', 'mail', 'orders'],
    decorators: { fastify: ['db', 'config'] },
  },
);
