/**
 * The e-mails that carry an invoice or credit note, its PDF attached: the receipt of a payment
 * (with its invoice), and the credit note of a refund. Queued by the PDF job once the PDF exists,
 * and by staff's re-send.
 */
import { eq } from 'drizzle-orm';
import { centsToAmount } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import { invoices, type Invoice } from '../../db/schema.js';
import { findUserById } from '../auth/index.js';
import { consentLanguagesOfOrders, consentOfOrder } from '../consents/index.js';
import {
  enqueueMail,
  mailLanguageOf,
  mailTemplates,
  type MailContent,
  type MailLanguage,
} from '../mail/index.js';
import { lineTexts } from './line-texts.js';

export interface InvoiceMailDeps {
  brand: string;
  supportEmail: string;
}

/** The PDF's file name in the mail and the download: `invoice-2026-000123.pdf`. */
export const pdfFileName = (invoice: Pick<Invoice, 'kind' | 'number'>) =>
  `${invoice.kind === 'credit_note' ? 'credit-note' : 'invoice'}-${invoice.number}.pdf`;

/**
 * The language of an invoice's mail and PDF (decisions 068, 071): its order's (the consent's
 * language), else its account's, else English.
 */
export async function languageOfInvoice(tx: DbOrTx, invoice: Invoice): Promise<MailLanguage> {
  const placedIn = invoice.orderId
    ? (await consentLanguagesOfOrders(tx, [invoice.orderId])).get(invoice.orderId)
    : undefined;
  const account =
    placedIn === undefined && invoice.userId !== null ? await findUserById(tx, invoice.userId) : undefined;
  return mailLanguageOf(placedIn, account?.language);
}

/** Queues the mail of an invoice or credit note with its PDF; false when it has no address. */
export async function queueInvoiceMail(
  tx: DbOrTx,
  deps: InvoiceMailDeps,
  invoice: Invoice,
  pdf: Buffer,
): Promise<boolean> {
  if (!invoice.email) return false;
  const language = await languageOfInvoice(tx, invoice);
  let content: MailContent;
  if (invoice.kind === 'credit_note') {
    const [corrected] = invoice.correctsId
      ? await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoice.correctsId))
      : [];
    content = mailTemplates.creditNote({
      brand: deps.brand,
      supportEmail: deps.supportEmail,
      number: invoice.number,
      amount: centsToAmount(-invoice.grossCents),
      currency: invoice.currency,
      corrects: corrected?.number,
      language,
    });
  } else {
    content = mailTemplates.receipt({
      language,
      brand: deps.brand,
      supportEmail: deps.supportEmail,
      paymentId: invoice.paymentId,
      ...(invoice.orderReference ? { orderReference: invoice.orderReference } : {}),
      // What was sold, in the mail's language (decision 076).
      description: invoice.lines[0] ? lineTexts(invoice.lines[0], language).title : '',
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
