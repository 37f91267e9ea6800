/**
 * Invoice and credit note numbers without gaps (decision 054): the next number of a series and
 * year is taken by an upsert of its counter row, which locks the row until the caller's
 * transaction ends. A transaction that rolls back gives its number back with it; a sequence
 * would not (its values are not transactional), so a sequence is not used.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoiceCounters } from '../../db/schema.js';

export type InvoiceSeries = 'invoice' | 'credit_note';

/** The next number of `series` in `year`, taken inside the caller's transaction. */
export async function takeNextNumber(tx: DbOrTx, series: InvoiceSeries, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return row!.last;
}

/** `2026-000123`, `CN-2026-000007`, after INVOICE_PREFIX. */
export function formatNumber(series: InvoiceSeries, prefix: string, year: number, sequence: number): string {
  return `${prefix}${series === 'credit_note' ? 'CN-' : ''}${year}-${String(sequence).padStart(6, '0')}`;
}
