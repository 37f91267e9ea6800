/**
 * What this module asks of modules being built beside it (decision 055): the invoices (issue 33,
 * the invoices module, decision 054) and the consents given with orders (issue 32). The consents
 * answer "none" until their module is merged; each is swapped for the real query here.
 */
import type { DbOrTx } from '../../db/client.js';
import { invoicedRecordsOfUser, invoicesOfUser } from '../invoices/index.js';

export interface InvoiceRef {
  number: string;
  issuedAt: Date;
}

/** The invoices and credit notes issued to the customer: their numbers, for the export. */
export async function invoicesOf(db: DbOrTx, userId: number): Promise<InvoiceRef[]> {
  return (await invoicesOfUser(db, userId)).map((i) => ({
    number: i.number,
    issuedAt: new Date(i.issued_at),
  }));
}

/**
 * The customer's orders and payments an invoice names: the law keeps the buyer's e-mail address
 * on these only (an invoice needs its buyer); everywhere else a deletion removes it.
 */
export async function invoicedRecordsOf(
  db: DbOrTx,
  userId: number,
): Promise<{ orderIds: string[]; paymentIds: string[] }> {
  return invoicedRecordsOfUser(db, userId);
}

/** The consents the customer gave with their orders (issue 32), for the export. */
export async function orderConsentsOf(_db: DbOrTx, _userId: number): Promise<Record<string, unknown>[]> {
  return [];
}
