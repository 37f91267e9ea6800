/**
 * Withdrawal from a contract online, without signing in (issue 32, Directive 2023/2673, decision
 * 056): the public form's requests stored with a receipt e-mail, and staff's handling of them.
 */
import fp from 'fastify-plugin';
import { staffLimitsOf } from '../backoffice/index.js';
import { createWithdrawals } from './requests.js';
import { withdrawalRoutes } from './routes.js';

export { createWithdrawals, receiptNumberOf, type Withdrawals } from './requests.js';

export const withdrawalsPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const withdrawals = createWithdrawals({
      db,
      payments: app.payments,
      brand: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      limits: staffLimitsOf(config),
      onMailQueued: () => app.mailWorker.nudge(),
    });
    await app.register(withdrawalRoutes, { withdrawals, perMinute: config.RATE_LIMIT_AUTH_PER_MINUTE });
  },
  {
    name: 'withdrawals',
    dependencies: ['auth', 'mail', 'payments'],
    decorators: { fastify: ['db', 'config', 'payments'] },
  },
);
