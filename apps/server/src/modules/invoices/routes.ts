/** HTTP of invoices: the customer's download, and the back-office's list, PDF, re-send and export. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { eq, or } from 'drizzle-orm';
import { invoicesApi } from '@navihub/contract/api/invoices';
import { centsToAmount } from '@navihub/contract/rules';
import type { StaffInvoice } from '@navihub/contract/invoices';
import { invoices, type Invoice } from '../../db/schema.js';
import { DomainError } from '../../lib/domain-errors.js';
import { route } from '../../lib/endpoint-route.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { currentUser } from '../auth/index.js';
import { invoicesCsv, invoicesIssued, invoicesZip } from './export.js';
import { pdfFileName, queueInvoiceMail, type InvoiceMailDeps } from './mails.js';
import { pdfOf } from './pdf-job.js';

function actorOf(request: FastifyRequest): Actor {
  const { id, email, role } = currentUser(request);
  return { id, email, role };
}

const notFound = () => new DomainError('not-found', 'No such invoice.');

const sameKey = (given: string | undefined, key: string) =>
  given !== undefined && given.length === key.length && timingSafeEqual(Buffer.from(given), Buffer.from(key));

function sendPdf(reply: FastifyReply, invoice: Invoice, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${pdfFileName(invoice)}"`)
    .send(pdf);
}

export const invoiceRoutes: FastifyPluginAsync<InvoiceMailDeps & { onMailQueued: () => void }> = async (
  app,
  deps,
) => {
  const { db } = app;
  const byId = async (id: number) => {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    if (!row) throw notFound();
    return row;
  };

  // The owner signed in, or (a guest's invoice) the key of the order's link; anyone else: 404.
  route(app, invoicesApi.downloadInvoice, {
    handler: async (request, reply) => {
      const [invoice] = await db.select().from(invoices).where(eq(invoices.number, request.params.number));
      const allowed =
        invoice &&
        (invoice.userId !== null
          ? request.user?.id === invoice.userId
          : sameKey(request.query.key, invoice.accessKey));
      if (!invoice || !allowed) throw notFound();
      return sendPdf(reply, invoice, await pdfOf(db, invoice));
    },
  });

  route(app, invoicesApi.staffOrderInvoices, {
    handler: async (request) => {
      const { id } = request.params;
      const rows = await db
        .select()
        .from(invoices)
        .where(or(eq(invoices.orderId, id), eq(invoices.paymentId, id)))
        .orderBy(invoices.id);
      const numberOf = new Map(rows.map((r) => [r.id, r.number]));
      return {
        results: rows.map((r): StaffInvoice => ({
          id: r.id,
          kind: r.kind,
          number: r.number,
          issued_at: r.issuedAt.toISOString(),
          corrects: r.correctsId ? (numberOf.get(r.correctsId) ?? null) : null,
          gross: centsToAmount(r.grossCents),
          currency: r.currency,
          email: r.email,
          pdf_ready: r.pdf !== null,
          url: `/api/v1/backoffice/invoices/${r.id}/pdf`,
        })),
      };
    },
  });

  route(app, invoicesApi.staffInvoicePdf, {
    handler: async (request, reply) => {
      const invoice = await byId(request.params.id);
      return sendPdf(reply, invoice, await pdfOf(db, invoice));
    },
  });

  route(app, invoicesApi.staffResendInvoice, {
    handler: async (request, reply) => {
      const invoice = await byId(request.params.id);
      const pdf = await pdfOf(db, invoice);
      // Sent again on a staff member's word: recorded in the audit log with the address it went to.
      const queued = await db.transaction(async (tx) => {
        if (!(await queueInvoiceMail(tx, deps, invoice, pdf))) return false;
        await recordAudit(tx, actorOf(request), {
          action: 'invoice.resent',
          subjectType: 'invoice',
          subjectId: invoice.number,
          after: { to: invoice.email, kind: invoice.kind },
        });
        return true;
      });
      if (!queued) throw new DomainError('conflict', 'This invoice has no e-mail address to send it to.');
      deps.onMailQueued();
      return reply.code(202).send({ queued: true });
    },
  });

  route(app, invoicesApi.exportInvoices, {
    handler: async (request, reply) => {
      const { from, to, format } = request.query;
      const rows = await invoicesIssued(db, from, to);
      const name = `invoices-${from}-${to}`;
      if (format === 'zip') {
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${name}.zip"`)
          .send(await invoicesZip(db, rows));
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(invoicesCsv(rows));
    },
  });
};
