/**
 * Invoices and credit notes (issue 33, decision 054): the PDF job, the customer's download and
 * the back-office's endpoints. Issuing happens in the payment's and the refund's transactions
 * (issue.ts), called by the payments module.
 */
import fp from 'fastify-plugin';
import { INVOICE_PDF_JOB } from './issue.js';
import { invoicePdfJob } from './pdf-job.js';
import { invoiceRoutes } from './routes.js';

export const invoicesPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const deps = {
      brand: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      onMailQueued: () => app.mailWorker.nudge(),
    };
    app.handleJobs(INVOICE_PDF_JOB, invoicePdfJob({ db, ...deps }));
    await app.register(invoiceRoutes, deps);
  },
  {
    name: 'invoices',
    dependencies: ['auth', 'mail', 'jobs'],
    decorators: { fastify: ['db', 'config', 'handleJobs'] },
  },
);
