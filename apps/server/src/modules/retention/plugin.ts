/**
 * The retention sweep (issue 20): what the shop must not keep forever is deleted once it is past
 * its days — sent mail after MAIL_RETENTION_DAYS (its body was already emptied when sent), done
 * background jobs after JOB_RETENTION_DAYS (failed ones stay, for the operator), and what
 * account-data's sweep forgets about people (IP addresses, failed mail, unconfirmed accounts;
 * decision 055). It runs every RETENTION_POLL_MS in each process (`app.retention`, started by main.ts); a delete twice is
 * harmless, so processes need no coordination.
 */
import fp from 'fastify-plugin';
import { createPollingLoop, type PollingLoop } from '../../lib/polling-loop.js';
import { purgeFinishedJobs } from '../jobs/index.js';
import { purgeSentMail } from '../mail/index.js';
import { purgeIdempotencyKeys } from '../idempotency/index.js';
import { purgeWebhookDeliveries } from '../webhooks/index.js';
import { retentionPeriods, sweepPersonalData } from '../account-data/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    retention: PollingLoop;
  }
}

export const retentionPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const retention = createPollingLoop({
      name: 'retention',
      drainOnce: async () => {
        const mail = await purgeSentMail(db, config.MAIL_RETENTION_DAYS);
        const jobs = await purgeFinishedJobs(db, config.JOB_RETENTION_DAYS);
        if (mail + jobs > 0) app.log.info({ mail, jobs }, 'retention: deleted sent mail and done jobs');
        // Idempotency keys past their day (docs/decisions/053).
        await purgeIdempotencyKeys(db);
        // Webhook deliveries finished over 30 days ago (decision 060).
        await purgeWebhookDeliveries(db);
        const personal = await sweepPersonalData(db, retentionPeriods(config));
        if (Object.values(personal).some((n) => n > 0))
          app.log.info(personal, 'retention: forgot personal data');
        // One pass deletes all that is due; nothing is left for an immediate second look.
        return 0;
      },
      pollMs: config.RETENTION_POLL_MS,
      log: app.log,
    });
    app.decorate('retention', retention);
    app.addHook('onClose', () => retention.stop());
  },
  { name: 'retention', dependencies: ['mail', 'jobs'], decorators: { fastify: ['db', 'config'] } },
);
