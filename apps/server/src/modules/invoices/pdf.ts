/**
 * An invoice's or credit note's PDF (decisions 054, 071), with pdfkit: every field art. 226 of the
 * EU VAT directive asks for, as the invoice row holds it, in the language of its order. The fonts
 * are embedded (Noto Sans, Noto Sans Arabic: fonts.ts); an Arabic one is mirrored, right to left
 * (bidi.ts). Made by the PDF job, never in a request.
 */
import PDFDocument from 'pdfkit';
import type { Font } from 'fontkit';
import { centsToAmount } from '@navihub/contract/rules';
import type { Invoice } from '../../db/schema.js';
import { labelled, mailDate, mailDirection, mailMoney, type MailLanguage } from '../mail/index.js';
import { directionOf, leftToRight, visualLine } from './bidi.js';
import { fontFor, RTL_LETTER, type FontWeight } from './fonts.js';
import { lineTexts } from './line-texts.js';
import { invoiceTextsOf } from './texts/index.js';

/** The invoice a credit note corrects: its number and issue date. */
export interface CorrectedInvoice {
  number: string;
  issuedAt: Date;
}

/** A tax rate: `19 %` in English as the shop writes it, the language's own form else (`19 %`, `%19`). */
function percent(language: MailLanguage, basisPoints: number) {
  if (language === 'en') return `${(basisPoints / 100).toLocaleString('en', { maximumFractionDigits: 2 })} %`;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

/** The sentences of an invoice, in the order they are printed (the PDF's text, and the tests' check). */
export function invoiceTexts(invoice: Invoice, corrected?: CorrectedInvoice, language: MailLanguage = 'en') {
  const t = invoiceTextsOf(language);
  const rtl = mailDirection(language) === 'rtl';
  const money = (cents: number) => {
    const amount = mailMoney(language, centsToAmount(cents), invoice.currency);
    return rtl ? leftToRight(amount) : amount;
  };
  const day = (date: Date) => mailDate(language, date);
  const { seller, buyer } = invoice;
  const credit = invoice.kind === 'credit_note';
  const method =
    invoice.paidWith === 'card' ? t.card : invoice.paidWith === 'paypal' ? 'PayPal' : invoice.paidWith;
  return {
    title: credit ? t.creditNote : t.invoice,
    seller: [
      seller.name,
      ...seller.address,
      seller.country,
      seller.email,
      ...(seller.vatId ? [`${labelled(language, t.vatId)} ${seller.vatId}`] : []),
      ...(seller.register ? [seller.register] : []),
    ],
    facts: [
      [credit ? t.creditNoteNumber : t.invoiceNumber, invoice.number],
      [t.issueDate, day(invoice.issuedAt)],
      [t.supplyDate, day(invoice.suppliedAt)],
      ...(corrected ? [[t.correctsInvoice, t.invoiceOf(corrected.number, day(corrected.issuedAt))]] : []),
    ] as Array<[string, string]>,
    billTo: t.billTo,
    buyer: [
      ...(buyer.name ? [buyer.name] : []),
      ...(buyer.address ?? []),
      ...(buyer.country ? [buyer.country] : []),
      ...(buyer.email ? [buyer.email] : []),
      ...(buyer.vatId ? [`${labelled(language, t.vatId)} ${buyer.vatId}`] : []),
    ],
    columns: { description: t.description, amount: t.netAmount },
    lines: invoice.lines.map((line) => ({ ...lineTexts(line, language), amount: money(line.netCents) })),
    totals: [
      [t.netAmount, money(invoice.netCents)],
      [t.vat(percent(language, invoice.taxRateBasisPoints)), money(invoice.taxCents)],
      [credit ? t.totalRefunded : t.total, money(invoice.grossCents)],
    ] as Array<[string, string]>,
    notes: [
      // Reverse charge (art. 196, 226(11a) of the VAT directive): the buyer accounts for the VAT.
      ...(invoice.reverseCharge
        ? [t.reverseCharge(seller.vatId || t.none, buyer.vatId ?? t.none)]
        : invoice.taxRateBasisPoints === 0
          ? [t.noVat]
          : []),
      credit
        ? invoice.reason
          ? t.refundedByBecause(method, invoice.reason)
          : t.refundedBy(method)
        : t.paidBy(method, invoice.currency),
    ],
  };
}

interface Box {
  width: number;
  align?: 'left' | 'right';
  weight?: FontWeight;
  size?: number;
}

/**
 * What the page is drawn with: text put in a box given left to right, in the font that covers
 * it. Right to left, the box is mirrored, its alignment too, and each line set in visual order
 * (wrapped here first, since a wrapped visual line would start with the paragraph's end).
 */
function pen(doc: PDFKit.PDFDocument, language: MailLanguage) {
  const rtl = mailDirection(language) === 'rtl';
  let fontSize = 12;
  const use = (weight: FontWeight, text: string, size?: number) => {
    const font: Font = fontFor(language, weight, text);
    // pdfkit takes a parsed fontkit font as it takes a file; its types only know the file.
    doc.registerFont(font.postscriptName, font as unknown as Buffer).font(font.postscriptName);
    if (size !== undefined) doc.fontSize((fontSize = size));
  };
  /**
   * Noto Sans Arabic's lines are 2.1 em high (room for marks above and below), Noto Sans's 1.4:
   * an Arabic invoice's lines are brought to 1.6 em, a Latin one's stay as they are.
   */
  const lineGap = () => Math.min(0, 1.6 * fontSize - doc.currentLineHeight(true));
  /** A paragraph's lines no wider than `width`, broken between words. */
  const wrap = (paragraph: string, width: number) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      const longer = line ? `${line} ${word}` : word;
      if (line && doc.widthOfString(longer) > width) {
        lines.push(line);
        line = word;
      } else line = longer;
    }
    return [...lines, line];
  };
  return {
    rtl,
    use,
    size(size: number) {
      doc.fontSize((fontSize = size));
    },
    write(text: string, x: number, y: number, box: Box) {
      use(box.weight ?? 'regular', text, box.size);
      const align = box.align ?? 'left';
      // Most lines of a left-to-right invoice: as pdfkit sets them (an Arabic name is not).
      if (!rtl && !RTL_LETTER.test(text)) {
        return doc.text(text, x, y, { width: box.width, align, lineGap: lineGap() });
      }
      const lines = text.split('\n').flatMap((paragraph) => {
        const direction = directionOf(paragraph);
        return wrap(paragraph, box.width - 2).map((line) => visualLine(line, direction));
      });
      // The glyphs stand in visual order, and Noto's Arabic letters share dotless forms: the text
      // as written goes beside them, for copying and searching (ActualText).
      doc.markContent('Span', { actual: text.replace(/[\u2066-\u2069]/g, '') });
      if (!rtl) doc.text(lines.join('\n'), x, y, { width: box.width, align, lineGap: lineGap() });
      else {
        doc.text(lines.join('\n'), doc.page.width - x - box.width, y, {
          width: box.width,
          align: align === 'right' ? 'left' : 'right',
          lineGap: lineGap(),
        });
      }
      return doc.endMarkedContent();
    },
    /** How wide a text is in the current font, as it is set. */
    widthOf: (text: string) => doc.widthOfString(rtl ? visualLine(text, directionOf(text)) : text),
  };
}

/** The PDF of an invoice or credit note; `compress: false` leaves its text readable (the tests). */
export function renderInvoicePdf(
  invoice: Invoice,
  corrected?: CorrectedInvoice,
  opts: { compress?: boolean; language?: MailLanguage } = {},
): Promise<Buffer> {
  const t = invoiceTexts(invoice, corrected, opts.language);
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
  const language = opts.language ?? 'en';
  const page = pen(doc, language);
  const left = 50;
  const right = 330;
  const width = doc.page.width - 100;

  page.write(t.seller[0] ?? '', left, 50, { width: 260, weight: 'bold', size: 10 });
  page.write(t.seller.slice(1).join('\n'), left, doc.y, { width: 260, size: 9 });
  const sellerBottom = doc.y;
  page.write(t.title, right, 50, { width: width - right + left, weight: 'bold', size: 20 });
  doc.moveDown(0.5);
  page.size(9);
  for (const [label, value] of t.facts) {
    if (!page.rtl) {
      page.use('bold', label);
      doc.text(`${labelled(language, label)} `, right, doc.y, { continued: true, width: 215 });
      page.use('regular', value);
      doc.text(value);
      continue;
    }
    // Right to left the label stands at the box's right end, its value to the left of it.
    const top = doc.y;
    page.use('bold', label);
    const labelWidth = page.widthOf(`${labelled(language, label)} `);
    page.write(`${labelled(language, label)} `, right, top, { width: 215, weight: 'bold' });
    const bottom = doc.y;
    page.write(value, right + labelWidth, top, { width: 215 - labelWidth });
    doc.y = Math.max(doc.y, bottom);
  }
  doc.y = Math.max(doc.y, sellerBottom) + 25;
  page.write(t.billTo, left, doc.y, { width, weight: 'bold', size: 10 });
  page.write(t.buyer.join('\n') || '—', left, doc.y, { width, size: 9 });
  doc.moveDown(1.5);

  const amountX = left + width - 120;
  const tableTop = doc.y;
  page.write(t.columns.description, left, tableTop, { width: width - 140, weight: 'bold' });
  page.write(t.columns.amount, amountX, tableTop, { width: 120, align: 'right', weight: 'bold' });
  doc
    .moveTo(left, doc.y + 3)
    .lineTo(left + width, doc.y + 3)
    .stroke();
  doc.moveDown(0.6);
  for (const line of t.lines) {
    const top = doc.y;
    page.write(line.title, left, top, { width: width - 140, weight: 'bold' });
    page.write(line.details.join('\n'), left, doc.y, { width: width - 140 });
    const bottom = doc.y;
    page.write(line.amount, amountX, top, { width: 120, align: 'right' });
    doc.y = bottom + 6;
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.moveDown(0.6);
  for (const [i, [label, value]] of t.totals.entries()) {
    const top = doc.y;
    const weight = i === t.totals.length - 1 ? 'bold' : 'regular';
    page.write(label, amountX - 160, top, { width: 150, align: 'right', weight });
    page.write(value, amountX, top, { width: 120, align: 'right', weight });
  }
  doc.moveDown(2);
  page.write(t.notes.join('\n'), left, doc.y, { width, size: 9 });
  doc.end();
  return done;
}
