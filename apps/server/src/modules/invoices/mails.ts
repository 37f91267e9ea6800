/**
 * The e-mails that carry an invoice or credit note, its PDF attached: the receipt of a payment
 * (with its invoice), and the credit note of a refund. Queued by the PDF job once the PDF exists,
 * and by staff's re-send.
 */
import { eq } from 'drizzle-orm';
import { centsToAmount } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import { invoices, type Invoice } from '../../db/schema.js';
import { consentOfOrder } from '../consents/index.js';
import { enqueueMail, escapeHtml, mailTemplates, type MailContent } from '../mail/index.js';

export interface InvoiceMailDeps {
  brand: string;
  supportEmail: string;
}

/** The PDF's file name in the mail and the download: `invoice-2026-000123.pdf`. */
export const pdfFileName = (invoice: Pick<Invoice, 'kind' | 'number'>) =>
  `${invoice.kind === 'credit_note' ? 'credit-note' : 'invoice'}-${invoice.number}.pdf`;

function creditNoteMail(deps: InvoiceMailDeps, note: Invoice, corrects: string | undefined): MailContent {
  const amount = `${centsToAmount(-note.grossCents)} ${note.currency}`;
  const subject = `${deps.brand}: credit note ${note.number}`;
  const lines = [
    'Hello,',
    '',
    `We refunded ${amount}${corrects ? ` of invoice ${corrects}` : ''}. The credit note ${note.number} is attached.`,
    '',
    `Questions? Write to ${deps.supportEmail}.`,
  ];
  const html = `<p>Hello,</p><p>We refunded ${escapeHtml(amount)}${corrects ? ` of invoice ${escapeHtml(corrects)}` : ''}. The credit note ${escapeHtml(note.number)} is attached.</p><p>Questions? Write to <a href="mailto:${escapeHtml(deps.supportEmail)}">${escapeHtml(deps.supportEmail)}</a>.</p>`;
  return { subject, text: lines.join('\n'), html };
}

/** Queues the mail of an invoice or credit note with its PDF; false when it has no address. */
export async function queueInvoiceMail(
  tx: DbOrTx,
  deps: InvoiceMailDeps,
  invoice: Invoice,
  pdf: Buffer,
): Promise<boolean> {
  if (!invoice.email) return false;
  let content: MailContent;
  if (invoice.kind === 'credit_note') {
    const [corrected] = invoice.correctsId
      ? await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoice.correctsId))
      : [];
    content = creditNoteMail(deps, invoice, corrected?.number);
  } else {
    content = mailTemplates.receipt({
      brand: deps.brand,
      supportEmail: deps.supportEmail,
      paymentId: invoice.paymentId,
      ...(invoice.orderReference ? { orderReference: invoice.orderReference } : {}),
      description: invoice.lines[0]?.title ?? '',
      amount: centsToAmount(invoice.grossCents),
      currency: invoice.currency,
      date: invoice.issuedAt,
      invoiceNumber: invoice.number,
      // The consent given before delivery, confirmed on a durable medium (decision 057).
      consent: invoice.orderId ? await consentOfOrder(tx, invoice.orderId) : null,
    });
  }
  await enqueueMail(tx, {
    to: invoice.email,
    kind: invoice.kind === 'credit_note' ? 'credit-note' : 'receipt',
    meta: { paymentId: invoice.paymentId, invoice: invoice.number },
    ...content,
    attachments: [
      {
        filename: pdfFileName(invoice),
        contentType: 'application/pdf',
        contentBase64: pdf.toString('base64'),
      },
    ],
  });
  return true;
}
