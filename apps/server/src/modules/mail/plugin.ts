/**
 * E-mail: the outbox worker (decorated as `mailWorker`), and the dev mailbox where it is served.
 * A started worker also listens for mail queued by other processes (the CLI; decision 031).
 */
import fp from 'fastify-plugin';
import { listenWhileStarted, noWakeUps, type WakeUps } from '../../db/wake-ups.js';
import { registerStandIn } from '../../lib/dev-stand-in-callers.js';
import { listMail, MAIL_CHANNEL } from './outbox.js';
import { mailboxRoutes } from './mailbox-routes.js';
import { createMailTransport, type MailTransport } from './transport.js';
import { createMailWorker, type MailWorker } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** main.ts starts it; every module that queues mail nudges it. */
    mailWorker: MailWorker;
  }
}

export const mailPlugin = fp<{ transport?: MailTransport; wakeUps?: WakeUps }>(
  async (app, opts) => {
    const { config, db } = app;
    const wakeUps = opts.wakeUps ?? noWakeUps;
    const outboxWorker = createMailWorker({
      db,
      transport: opts.transport ?? createMailTransport(config.SMTP_URL),
      from: config.MAIL_FROM,
      pollMs: config.MAIL_POLL_MS,
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
      retryHours: config.MAIL_RETRY_HOURS,
      log: app.log,
    });
    const mailWorker: MailWorker = listenWhileStarted(outboxWorker, wakeUps, MAIL_CHANNEL);
    app.decorate('mailWorker', mailWorker);
    app.addHook('onClose', () => mailWorker.stop());
    if (config.devMailbox && config.devStandIns) {
      await registerStandIn(app, config, mailboxRoutes, { recent: () => listMail(db, { limit: 100 }) });
    }
  },
  { name: 'mail', decorators: { fastify: ['db', 'config'] } },
);
