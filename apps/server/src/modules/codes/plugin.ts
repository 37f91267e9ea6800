/**
 * Navigation codes: generate with points or a subscription, check, history, and the fulfilment
 * jobs that obtain each order's PIN from the PIN provider.
 */
import fp from 'fastify-plugin';
import { staffAddresses } from '../auth/staff-accounts.js';
import { pinProviderFromConfig } from '../../providers/pin/from-config.js';
import type { PinProvider } from '../../providers/pin/provider.js';
import { createFulfilment, FULFIL_ORDER_JOB } from './fulfilment.js';
import { codesRoutes } from './routes.js';
import { createCodesService } from './service.js';

export const codesPlugin = fp<{ pinProvider?: PinProvider }>(
  async (app, opts) => {
    const { config, db } = app;
    const fulfilment = createFulfilment({
      db,
      provider: opts.pinProvider ?? pinProviderFromConfig(config),
      brand: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      onMailQueued: () => app.mailWorker.nudge(),
      staffAlerts: config.staffOrderAlerts ? { recipients: staffAddresses } : undefined,
    });
    app.handleJobs(FULFIL_ORDER_JOB, {
      ...fulfilment.job,
      maxAttempts: config.SUPPLIER_MAX_ATTEMPTS,
      backoff: (attempts) => Math.min(5 * 2 ** (attempts - 1), 300),
    });
    await app.register(codesRoutes, {
      codes: createCodesService({
        db,
        subscriptionDailyLimit: config.SUBSCRIPTION_DAILY_LIMIT,
        onJobQueued: () => app.jobWorker.nudge(),
      }),
    });
  },
  { name: 'codes', dependencies: ['auth', 'mail', 'jobs'], decorators: { fastify: ['db', 'config'] } },
);
