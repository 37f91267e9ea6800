/** Invoices and credit notes (issue 33, decision 054): what other modules may use. */
export { invoicesPlugin } from './plugin.js';
export {
  issueCreditNote,
  issueInvoice,
  INVOICE_PDF_JOB,
  type CreditedRefund,
  type InvoicedPayment,
  type InvoiceItem,
} from './issue.js';
export { invoiceSettingsOf, type InvoiceSettings } from './settings.js';
export {
  invoiceLinksOfOrders,
  invoiceLinksOfPayments,
  invoicesOfUser,
  invoicedRecordsOfUser,
  NO_INVOICE,
  type InvoiceLinks,
  type UserInvoice,
} from './links.js';
export { renderInvoicePdf } from './pdf.js';
// What an uncompressed PDF says (the tests of what invoices print).
export { pdfText } from './pdf-text.js';
