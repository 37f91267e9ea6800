/**
 * The staff back-office (issue 12): staff and admins see the order queue, enter PINs they bought
 * by hand (PIN_PROVIDER=manual), fail orders and refund them (through the payments module). Its routes are `auth: 'staff'` in the contract.
 */
import fp from 'fastify-plugin';
import { createAuditLog } from '../audit/audit-log.js';
import { createFulfilment, REFUND_CARD_ORDER_JOB } from '../codes/fulfilment.js';
import { createManualPinProvider } from '../../providers/pin/manual.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { createStaffCatalogue } from './catalogue.js';
import { customerRoutes } from './customer-routes.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { createDashboard } from './dashboard.js';
import { createStaffCustomers } from './customers.js';
import { createFailedWork } from './failed-work.js';
import { failedWorkRoutes } from './failed-work-routes.js';
import { backofficeRoutes } from './routes.js';
import { refundCardOrderJob } from './refund-card-order-job.js';
import { createStaffOrders } from './service.js';
import { staffLimitsOf } from './staff-limits.js';

export const backofficePlugin = fp(
  async (app) => {
    const { config, db } = app;
    const limits = staffLimitsOf(config);
    // As the operator CLI builds it: a PIN staff enter is recorded with the provider `manual`.
    const fulfilment = createFulfilment({
      db,
      provider: createManualPinProvider(),
      brand: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      onMailQueued: () => app.mailWorker.nudge(),
    });
    const staffOrders = createStaffOrders({
      db,
      fulfilment,
      orderPayments: app.orderPayments,
      pinPattern: config.PIN_PATTERN,
      limits,
    });
    app.handleJobs(REFUND_CARD_ORDER_JOB, refundCardOrderJob(staffOrders, app.log));
    await app.register(backofficeRoutes, { auditLog: createAuditLog({ db }), staffOrders });
    await app.register(customerRoutes, { customers: createStaffCustomers({ db, limits }) });
    await app.register(catalogueRoutes, {
      catalogue: createStaffCatalogue({ db, onChanged: () => app.catalogueCache.drop() }),
    });
    await app.register(dashboardRoutes, { dashboard: createDashboard({ db }) });
    await app.register(failedWorkRoutes, {
      failedWork: createFailedWork({
        db,
        onMailQueued: () => app.mailWorker.nudge(),
        onJobQueued: () => app.jobWorker.nudge(),
      }),
    });
  },
  {
    name: 'backoffice',
    dependencies: ['auth', 'catalog', 'codes', 'mail', 'jobs', 'payments'],
    decorators: { fastify: ['db', 'config', 'catalogueCache', 'orderPayments'] },
  },
);
