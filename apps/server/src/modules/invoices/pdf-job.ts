/**
 * The job that makes an invoice's PDF, keeps it, and mails it (decision 054): the receipt waits
 * for its PDF, so it is queued here rather than with the payment. A PDF takes milliseconds, so a
 * PIN job queued behind it waits no longer than that.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, type Invoice } from '../../db/schema.js';
import { PermanentJobError, type JobHandler } from '../jobs/index.js';
import type { InvoicePdfJob } from './issue.js';
import { languageOfInvoice, queueInvoiceMail, type InvoiceMailDeps } from './mails.js';
import { renderInvoicePdf } from './pdf.js';

/**
 * The PDF of an invoice: the one kept, else made now (the job's, or a download before the job ran),
 * in the language of its mail (decision 071).
 */
export async function pdfOf(db: Db, invoice: Invoice): Promise<Buffer> {
  if (invoice.pdf) return invoice.pdf;
  const [corrected] = invoice.correctsId
    ? await db.select().from(invoices).where(eq(invoices.id, invoice.correctsId))
    : [];
  return renderInvoicePdf(invoice, corrected, { language: await languageOfInvoice(db, invoice) });
}

export function invoicePdfJob(deps: InvoiceMailDeps & { db: Db; onMailQueued: () => void }): JobHandler {
  const { db } = deps;
  return {
    async run(payload) {
      const { invoiceId, mail } = payload as unknown as InvoicePdfJob;
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
      if (!invoice) throw new PermanentJobError(`invoice ${invoiceId} does not exist`);
      if (invoice.pdf) return;
      const pdf = await pdfOf(db, invoice);
      const mailed = await db.transaction(async (tx) => {
        // Kept once: of two runs of the job (a lock that ran out), one keeps it and mails it.
        const [kept] = await tx
          .update(invoices)
          .set({ pdf, pdfMadeAt: new Date() })
          .where(and(eq(invoices.id, invoiceId), isNull(invoices.pdf)))
          .returning({ id: invoices.id });
        return Boolean(kept) && mail && (await queueInvoiceMail(tx, deps, invoice, pdf));
      });
      if (mailed) deps.onMailQueued();
    },
  };
}
