/**
 * What this module asks of a module being built beside it (decision 055): the invoices (issue 33,
 * the invoices module). Until it is merged these answer "none"; each is swapped for the real query
 * in one place, here. (The consents given with orders come from modules/consents, decision 057.)
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
