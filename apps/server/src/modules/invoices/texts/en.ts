/**
 * The words of an invoice's or credit note's PDF in English, the source of the other languages
 * (issue 33, decision 071). The legal words are the ones each language's tax law uses.
 */
import { plural } from '../../mail/index.js';

export const en = {
  invoice: 'Invoice',
  creditNote: 'Credit note',
  invoiceNumber: 'Invoice number',
  creditNoteNumber: 'Credit note number',
  issueDate: 'Issue date',
  supplyDate: 'Date of supply',
  correctsInvoice: 'Corrects invoice',
  invoiceOf: (number: string, date: string) => `${number} of ${date}`,
  vatId: 'VAT ID',
  billTo: 'Bill to',
  description: 'Description',
  netAmount: 'Net amount',
  vat: (rate: string) => `VAT ${rate}`,
  total: 'Total',
  totalRefunded: 'Total refunded',
  // Reverse charge (art. 196, 226(11a) of the VAT directive): the buyer accounts for the VAT.
  reverseCharge: (sellerVatId: string, buyerVatId: string) =>
    `Reverse charge: VAT to be accounted for by the recipient (art. 196 of Directive 2006/112/EC). Seller's VAT ID: ${sellerVatId}; buyer's VAT ID: ${buyerVatId}.`,
  none: 'none',
  noVat: 'No VAT is charged.',
  paidBy: (method: string, currency: string) => `Paid by ${method}. Currency: ${currency}.`,
  refundedBy: (method: string) => `Refunded by ${method}.`,
  refundedByBecause: (method: string, reason: string) => `Refunded by ${method}: ${reason}`,
  card: 'card (Stripe)',
  /** A line's title and particulars, written from what was sold (decision 076). */
  lines: {
    pin: (headUnit: string, mapRegion: string, version: string, vin: string) =>
      `Navigation PIN ${headUnit} ${mapRegion} ${version} for ${vin}`,
    tokenBundle: 'Token bundle',
    tokens: (count: number) => `${count} ${plural('en', count, { one: 'token', other: 'tokens' })}`,
    subscriptionBundle: 'Subscription bundle',
    days: (count: number) => `${count} ${plural('en', count, { one: 'day', other: 'days' })}`,
  },
  /** The particulars of a line, as the order keeps them in English (`Order NH-…`, `Head unit: …`). */
  details: {
    order: 'Order',
    refund: 'Refund',
    reason: 'Reason',
  },
};

export type InvoiceTexts = typeof en;
