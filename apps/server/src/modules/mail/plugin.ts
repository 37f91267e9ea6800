/** E-mail: the outbox worker (decorated as `mailWorker`), and the dev mailbox where it is served. */
import fp from 'fastify-plugin';
import { listMail } from './outbox.js';
import { mailboxRoutes } from './mailbox-routes.js';
import { createMailTransport, type MailTransport } from './transport.js';
import { createMailWorker, type MailWorker } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** main.ts starts it; every module that queues mail nudges it. */
    mailWorker: MailWorker;
  }
}

export const mailPlugin = fp<{ transport?: MailTransport }>(
  async (app, opts) => {
    const { config, db } = app;
    const mailWorker = createMailWorker({
      db,
      transport: opts.transport ?? createMailTransport(config.SMTP_URL),
      from: config.MAIL_FROM,
      pollMs: config.MAIL_POLL_MS,
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
      retryHours: config.MAIL_RETRY_HOURS,
      log: app.log,
    });
    app.decorate('mailWorker', mailWorker);
    app.addHook('onClose', () => mailWorker.stop());
    if (config.devMailbox && config.devStandIns) {
      await app.register(mailboxRoutes, { recent: () => listMail(db, { limit: 100 }) });
    }
  },
  { name: 'mail', decorators: { fastify: ['db', 'config'] } },
);
