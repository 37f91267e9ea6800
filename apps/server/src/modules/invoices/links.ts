/**
 * Where the customer finds an invoice: the `invoice_url` and `credit_notes` beside an order or a
 * bundle purchase, and every invoice number of an account (the account export's list).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { InvoiceLink } from '@navihub/contract/invoices';
import { centsToAmount } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import { invoices, type Invoice } from '../../db/schema.js';

/** The PDF's address; its key opens a guest's invoice to whoever holds the order's link. */
export const invoiceUrlOf = (invoice: Pick<Invoice, 'number' | 'accessKey'>) =>
  `/api/v1/invoices/${encodeURIComponent(invoice.number)}/pdf?key=${invoice.accessKey}`;

export interface InvoiceLinks {
  invoice_url: string | null;
  credit_notes: InvoiceLink[];
}

export const NO_INVOICE: InvoiceLinks = { invoice_url: null, credit_notes: [] };

/** The invoice links of orders (by order id) or payments (by payment id), in one query. */
async function linksBy(
  db: DbOrTx,
  column: typeof invoices.orderId | typeof invoices.paymentId,
  ids: string[],
  keyOf: (invoice: Invoice) => string | null,
): Promise<Map<string, InvoiceLinks>> {
  const links = new Map<string, InvoiceLinks>();
  if (ids.length === 0) return links;
  const rows = await db.select().from(invoices).where(inArray(column, ids)).orderBy(asc(invoices.id));
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const entry = links.get(key) ?? { invoice_url: null, credit_notes: [] };
    if (row.kind === 'invoice') entry.invoice_url = invoiceUrlOf(row);
    else entry.credit_notes.push({ number: row.number, url: invoiceUrlOf(row) });
    links.set(key, entry);
  }
  return links;
}

export const invoiceLinksOfOrders = (db: DbOrTx, orderIds: string[]) =>
  linksBy(db, invoices.orderId, orderIds, (row) => row.orderId);

export const invoiceLinksOfPayments = (db: DbOrTx, paymentIds: string[]) =>
  linksBy(db, invoices.paymentId, paymentIds, (row) => row.paymentId);

/** One invoice or credit note of an account, as its data export lists it. */
export interface UserInvoice {
  kind: Invoice['kind'];
  number: string;
  issued_at: string;
  gross: string;
  currency: string;
}

/** Every invoice and credit note issued to a user, oldest first. */
export async function invoicesOfUser(db: DbOrTx, userId: number): Promise<UserInvoice[]> {
  const rows = await db
    .select({
      kind: invoices.kind,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      grossCents: invoices.grossCents,
      currency: invoices.currency,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(asc(invoices.id));
  return rows.map((r) => ({
    kind: r.kind,
    number: r.number,
    issued_at: r.issuedAt.toISOString(),
    gross: centsToAmount(r.grossCents),
    currency: r.currency,
  }));
}

/**
 * The orders and payments an invoice or credit note of the user names: kept with their buyer's
 * e-mail address when the account is deleted (an invoice needs its buyer; decision 055).
 */
export async function invoicedRecordsOfUser(
  db: DbOrTx,
  userId: number,
): Promise<{ orderIds: string[]; paymentIds: string[] }> {
  const rows = await db
    .selectDistinct({ orderId: invoices.orderId, paymentId: invoices.paymentId })
    .from(invoices)
    .where(eq(invoices.userId, userId));
  return {
    orderIds: [...new Set(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])))],
    paymentIds: [...new Set(rows.map((r) => r.paymentId))],
  };
}
