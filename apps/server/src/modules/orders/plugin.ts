/**
 * PIN orders: generate with points or a subscription, a PIN paid by card or PayPal (its `pin`
 * sale registered with payments), check, history, the fulfilment job that obtains each order's PIN
 * from the PIN provider, the job that refunds a card order the supplier gave up on, and staff's use
 * cases of an order (decorated as `orders`, for the back-office).
 */
import fp from 'fastify-plugin';
import { staffAddresses } from '../auth/index.js';
import { pinProviderFromConfig } from '../../providers/pin/from-config.js';
import type { PinProvider } from '../../providers/pin/provider.js';
import { cardOrderRoutes } from './card-order-routes.js';
import { createCustomerOrders } from './customer-orders.js';
import { fulfilOrderJob } from './fulfil-order-job.js';
import { createOrderActions, type OrderActions } from './order-actions.js';
import { FULFIL_ORDER_JOB, REFUND_FAILED_ORDER_JOB } from './order.js';
import { createOrderEvents, type OrderEvents } from './order-events.js';
import { pinSale } from './pin-sale.js';
import { createPlaceCardOrder } from './place-card-order.js';
import { refundFailedOrderJob } from './refund-failed-order-job.js';
import { customerOrderRoutes } from './customer-order-routes.js';
import { createTestOrders, TEST_ORDER_JOB } from './test-orders.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff's use cases of an order (the back-office). */
    orders: OrderActions;
    /** Where a module above orders listens to what happens to orders (decision 060: webhooks). */
    orderEvents: Pick<OrderEvents, 'listen'>;
  }
}

export const ordersPlugin = fp<{ pinProvider?: PinProvider }>(
  async (app, opts) => {
    const { config, db, payments } = app;
    const events = createOrderEvents();
    app.decorate('orderEvents', { listen: (listener) => events.listen(listener) });
    const deps = {
      db,
      events,
      brand: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      publicUrl: config.publicUrl,
      onMailQueued: () => app.mailWorker.nudge(),
    };
    const limits = {
      refundLimitCents: config.STAFF_REFUND_LIMIT,
      pinRevealsPerHour: config.STAFF_PIN_REVEALS_PER_HOUR,
    };
    payments.registerSale('pin', pinSale(events));
    app.handleJobs(FULFIL_ORDER_JOB, {
      ...fulfilOrderJob({
        ...deps,
        provider: opts.pinProvider ?? pinProviderFromConfig(config),
        staffAlerts: config.staffOrderAlerts ? { recipients: staffAddresses } : undefined,
      }),
      maxAttempts: config.SUPPLIER_MAX_ATTEMPTS,
      backoff: (attempts) => Math.min(5 * 2 ** (attempts - 1), 300),
    });
    app.handleJobs(REFUND_FAILED_ORDER_JOB, refundFailedOrderJob({ ...deps, payments, limits }, app.log));
    app.decorate('orders', createOrderActions({ ...deps, payments, pinPattern: config.PIN_PATTERN, limits }));
    // The sandbox's test orders (decision 066): the demo provider's PINs, whatever PIN_PROVIDER says.
    const testOrders = createTestOrders({
      db,
      demoPinSecret: config.DEMO_PIN_SECRET,
      events,
      onJobQueued: () => app.jobWorker.nudge(),
    });
    app.handleJobs(TEST_ORDER_JOB, testOrders.job);
    await app.register(customerOrderRoutes, {
      customerOrders: createCustomerOrders({
        db,
        subscriptionDailyLimit: config.SUBSCRIPTION_DAILY_LIMIT,
        onJobQueued: () => app.jobWorker.nudge(),
      }),
      testOrders,
    });
    await app.register(cardOrderRoutes, {
      cardOrders: createPlaceCardOrder({ db, payments, testOrders }),
      payments,
    });
  },
  {
    name: 'orders',
    dependencies: ['auth', 'mail', 'jobs', 'payments'],
    decorators: { fastify: ['db', 'config'] },
  },
);
