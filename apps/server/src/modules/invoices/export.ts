/**
 * An admin's export of a period's invoices and credit notes (issue 33): a CSV an accountant books
 * from, or a zip of their PDFs with that CSV beside them.
 */
import { stringify } from 'csv-stringify/sync';
import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import yazl from 'yazl';
import { centsToAmount } from '@navihub/contract/rules';
import type { Db } from '../../db/client.js';
import { invoices, type Invoice } from '../../db/schema.js';
import { invalidField } from '../../lib/domain-errors.js';
import { pdfFileName } from './mails.js';
import { pdfOf } from './pdf-job.js';

const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** The invoices and credit notes issued from `from` to `to` (UTC days, both included), in number order. */
export async function invoicesIssued(db: Db, from: string, to: string): Promise<ExportedInvoice[]> {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS);
  if (end <= start) throw invalidField('to', 'The period ends before it starts.');
  if (end.getTime() - start.getTime() > MAX_DAYS * DAY_MS)
    throw invalidField('to', `A period is at most ${MAX_DAYS} days.`);
  const rows = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.kind), asc(invoices.year), asc(invoices.sequence));
  // The invoices the period's credit notes correct, issued before it.
  const corrected = rows.flatMap((r) => (r.correctsId ? [r.correctsId] : []));
  const numbers =
    corrected.length === 0
      ? []
      : await db
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(inArray(invoices.id, corrected));
  const numberOf = new Map(numbers.map((n) => [n.id, n.number]));
  return rows.map((r) => ({ ...r, corrects: r.correctsId ? (numberOf.get(r.correctsId) ?? null) : null }));
}

/** An exported row: the invoice and the number of the invoice it corrects. */
export type ExportedInvoice = Invoice & { corrects: string | null };

export const CSV_COLUMNS = [
  'number',
  'type',
  'issue_date',
  'supply_date',
  'corrects',
  'buyer_email',
  'buyer_company',
  'buyer_address',
  'buyer_country',
  'buyer_vat_id',
  'description',
  'net',
  'tax_rate_percent',
  'tax',
  'gross',
  'currency',
  'paid_with',
  'payment_id',
  'order_id',
  'reverse_charge',
] as const;

const day = (date: Date) => date.toISOString().slice(0, 10);

export function invoicesCsv(rows: ExportedInvoice[]): string {
  return stringify(
    rows.map((r) => [
      r.number,
      r.kind,
      day(r.issuedAt),
      day(r.suppliedAt),
      r.corrects ?? '',
      r.buyer.email ?? '',
      r.buyer.name ?? '',
      (r.buyer.address ?? []).join('; '),
      r.buyer.country ?? '',
      r.buyer.vatId ?? '',
      r.lines.map((l) => [l.title, ...l.details].join('; ')).join(' | '),
      centsToAmount(r.netCents),
      String(r.taxRateBasisPoints / 100),
      centsToAmount(r.taxCents),
      centsToAmount(r.grossCents),
      r.currency,
      r.paidWith,
      r.paymentId,
      r.orderId ?? '',
      r.reverseCharge ? 'yes' : 'no',
    ]),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}

/** A zip of the PDFs and the CSV; a PDF the job has not made yet is made now. */
export async function invoicesZip(db: Db, rows: ExportedInvoice[]): Promise<NodeJS.ReadableStream> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(invoicesCsv(rows)), 'invoices.csv');
  for (const row of rows) zip.addBuffer(await pdfOf(db, row), pdfFileName(row));
  zip.end();
  return zip.outputStream;
}
