/**
 * What this module asks of modules being built beside it (decision 055): the invoices (issue 33,
 * the invoices module) and the consents given with orders (issue 32). Until they are merged these
 * answer "none"; each is swapped for the real query in one place, here.
 */
import type { DbOrTx } from '../../db/client.js';

export interface InvoiceRef {
  number: string;
  issuedAt: Date;
}

/** The invoices issued to the customer: their numbers, for the export. */
export async function invoicesOf(_db: DbOrTx, _userId: number): Promise<InvoiceRef[]> {
  return [];
}

/**
 * The customer's orders and payments an invoice names: the law keeps the buyer's e-mail address
 * on these only (an invoice needs its buyer); everywhere else a deletion removes it.
 */
export async function invoicedRecordsOf(
  _db: DbOrTx,
  _userId: number,
): Promise<{ orderIds: string[]; paymentIds: string[] }> {
  return { orderIds: [], paymentIds: [] };
}

/** The consents the customer gave with their orders (issue 32), for the export. */
export async function orderConsentsOf(_db: DbOrTx, _userId: number): Promise<Record<string, unknown>[]> {
  return [];
}
