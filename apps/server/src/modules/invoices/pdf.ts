/**
 * An invoice's or credit note's PDF (decision 054), with pdfkit and its built-in Helvetica (no
 * font files): every field art. 226 of the EU VAT directive asks for, as the invoice row holds
 * it. Made by the PDF job, never in a request.
 */
import PDFDocument from 'pdfkit';
import { centsToAmount } from '@navihub/contract/rules';
import type { Invoice } from '../../db/schema.js';

/** The invoice a credit note corrects: its number and issue date. */
export interface CorrectedInvoice {
  number: string;
  issuedAt: Date;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const percent = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('en', { maximumFractionDigits: 2 })} %`;
const PAID_WITH: Record<string, string> = { card: 'card (Stripe)', paypal: 'PayPal' };

/** The sentences of an invoice, in the order they are printed (the PDF's text, and the tests' check). */
export function invoiceTexts(invoice: Invoice, corrected?: CorrectedInvoice) {
  const money = (cents: number) => `${centsToAmount(cents)} ${invoice.currency}`;
  const { seller, buyer } = invoice;
  const credit = invoice.kind === 'credit_note';
  return {
    title: credit ? 'Credit note' : 'Invoice',
    seller: [
      seller.name,
      ...seller.address,
      seller.country,
      seller.email,
      ...(seller.vatId ? [`VAT ID: ${seller.vatId}`] : []),
      ...(seller.register ? [seller.register] : []),
    ],
    facts: [
      [credit ? 'Credit note number' : 'Invoice number', invoice.number],
      ['Issue date', day(invoice.issuedAt)],
      ['Date of supply', day(invoice.suppliedAt)],
      ...(corrected ? [['Corrects invoice', `${corrected.number} of ${day(corrected.issuedAt)}`]] : []),
    ] as Array<[string, string]>,
    buyer: [
      ...(buyer.name ? [buyer.name] : []),
      ...(buyer.address ?? []),
      ...(buyer.country ? [buyer.country] : []),
      ...(buyer.email ? [buyer.email] : []),
      ...(buyer.vatId ? [`VAT ID: ${buyer.vatId}`] : []),
    ],
    lines: invoice.lines.map((line) => ({ ...line, amount: money(line.netCents) })),
    totals: [
      ['Net amount', money(invoice.netCents)],
      [`VAT ${percent(invoice.taxRateBasisPoints)}`, money(invoice.taxCents)],
      [credit ? 'Total refunded' : 'Total', money(invoice.grossCents)],
    ] as Array<[string, string]>,
    notes: [
      // Reverse charge (art. 196, 226(11a) of the VAT directive): the buyer accounts for the VAT.
      ...(invoice.reverseCharge
        ? [
            `Reverse charge: VAT to be accounted for by the recipient (art. 196 of Directive 2006/112/EC). Seller's VAT ID: ${seller.vatId || 'none'}; buyer's VAT ID: ${buyer.vatId ?? 'none'}.`,
          ]
        : invoice.taxRateBasisPoints === 0
          ? ['No VAT is charged.']
          : []),
      credit
        ? `Refunded by ${PAID_WITH[invoice.paidWith] ?? invoice.paidWith}${invoice.reason ? `: ${invoice.reason}` : '.'}`
        : `Paid by ${PAID_WITH[invoice.paidWith] ?? invoice.paidWith}. Currency: ${invoice.currency}.`,
    ],
  };
}

/** The PDF of an invoice or credit note; `compress: false` leaves its text readable (the tests). */
export function renderInvoicePdf(
  invoice: Invoice,
  corrected?: CorrectedInvoice,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = invoiceTexts(invoice, corrected);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: opts.compress ?? true,
    info: { Title: `${t.title} ${invoice.number}`, Author: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 50;
  const right = 330;
  const width = doc.page.width - 100;

  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(t.seller[0] ?? '', left, 50, { width: 260 });
  doc.font('Helvetica').fontSize(9).text(t.seller.slice(1).join('\n'), { width: 260 });
  const sellerBottom = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(t.title, right, 50, { width: width - right + left });
  doc.moveDown(0.5).fontSize(9);
  for (const [label, value] of t.facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, right, doc.y, { continued: true, width: 215 });
    doc.font('Helvetica').text(value);
  }
  doc.y = Math.max(doc.y, sellerBottom) + 25;
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to', left, doc.y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(t.buyer.join('\n') || '—');
  doc.moveDown(1.5);

  const amountX = left + width - 120;
  const tableTop = doc.y;
  doc.font('Helvetica-Bold').text('Description', left, tableTop);
  doc.text('Net amount', amountX, tableTop, { width: 120, align: 'right' });
  doc
    .moveTo(left, doc.y + 3)
    .lineTo(left + width, doc.y + 3)
    .stroke();
  doc.moveDown(0.6);
  for (const line of t.lines) {
    const top = doc.y;
    doc.font('Helvetica-Bold').text(line.title, left, top, { width: width - 140 });
    doc.font('Helvetica').text(line.details.join('\n'), { width: width - 140 });
    const bottom = doc.y;
    doc.text(line.amount, amountX, top, { width: 120, align: 'right' });
    doc.y = bottom + 6;
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.moveDown(0.6);
  for (const [i, [label, value]] of t.totals.entries()) {
    const top = doc.y;
    const last = i === t.totals.length - 1;
    doc
      .font(last ? 'Helvetica-Bold' : 'Helvetica')
      .text(label, amountX - 160, top, { width: 150, align: 'right' });
    doc.text(value, amountX, top, { width: 120, align: 'right' });
  }
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).text(t.notes.join('\n'), left, doc.y, { width });
  doc.end();
  return done;
}
