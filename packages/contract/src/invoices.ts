/**
 * Invoices and credit notes (issue 33, decision 054): how an order or a bundle purchase links to
 * its invoice's PDF and to the credit notes that correct it, and the back-office's list of them.
 */
import { z } from 'zod';

/** An invoice or credit note's number and where its PDF is downloaded (by its owner, or the link's holder). */
export const invoiceLink = z.object({
  number: z.string(),
  url: z.string(),
});
export type InvoiceLink = z.infer<typeof invoiceLink>;

/**
 * What an order or a bundle purchase says of its invoice: the PDF's address, and its credit notes.
 * The shop always sends both; they are optional so that a client reading an answer from before
 * invoices (a cached page, a test double) still parses it.
 */
export const invoiceFields = {
  /** The invoice's PDF; null while none was issued (an order paid with a point or a subscription). */
  invoice_url: z.string().nullable().optional(),
  /** The credit notes issued for refunds of it, oldest first. */
  credit_notes: z.array(invoiceLink).optional(),
};

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;

/** One invoice or credit note as staff see it. */
export const staffInvoice = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issued_at: z.string(),
  /** The number of the invoice a credit note corrects; null on an invoice. */
  corrects: z.string().nullable(),
  gross: z.string(),
  currency: z.string(),
  email: z.string().nullable(),
  /** The PDF is made by a job: false for a moment after issuing. */
  pdf_ready: z.boolean(),
  url: z.string(),
});
export type StaffInvoice = z.infer<typeof staffInvoice>;
export const staffInvoicesResponse = z.object({ results: z.array(staffInvoice) });
export type StaffInvoicesResponse = z.infer<typeof staffInvoicesResponse>;
