/**
 * The staff back-office (issue 12): staff and admins see the order queue, enter PINs they bought
 * by hand (PIN_PROVIDER=manual), fail orders and refund them (the orders module's use cases, which
 * refund through payments). Its routes are `auth: 'staff'` in the contract.
 */
import fp from 'fastify-plugin';
import { createAuditLog } from '../audit/index.js';
import { createBundleChanges } from '../bundles/index.js';
import { createCatalogueChanges } from '../catalog/index.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { customerRoutes } from './customer-routes.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { createDashboard } from './dashboard.js';
import { createStaffCustomers } from './customers.js';
import { createFailedWork } from './failed-work.js';
import { failedWorkRoutes } from './failed-work-routes.js';
import { backofficeRoutes } from './routes.js';
import { createStaffOrderViews } from './staff-order-view.js';
import { staffLimitsOf } from './staff-limits.js';

export const backofficePlugin = fp(
  async (app) => {
    const { config, db } = app;
    const limits = staffLimitsOf(config);
    const views = createStaffOrderViews({
      db,
      paymentOf: app.orders.paymentOf,
      refundLimitCents: limits.refundLimitCents,
    });
    await app.register(backofficeRoutes, { auditLog: createAuditLog({ db }), views, orders: app.orders });
    await app.register(customerRoutes, { customers: createStaffCustomers({ db, limits }) });
    const onChanged = () => app.catalogueCache.drop();
    await app.register(catalogueRoutes, {
      catalogue: createCatalogueChanges({ db, onChanged }),
      bundles: createBundleChanges({ db, onChanged }),
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
    dependencies: ['auth', 'catalog', 'orders', 'mail', 'jobs', 'payments'],
    decorators: { fastify: ['db', 'config', 'catalogueCache', 'orders'] },
  },
);
