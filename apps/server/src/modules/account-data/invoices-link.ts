/**
 * What this module asks of the invoices module (issue 33, decision 054): the customer's invoice
 * numbers for the export, and the orders and payments an invoice names, which a deletion keeps.
 * (The consents given with orders come from modules/consents, decision 057.)
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
