/**
 * Reads an uploaded bulk-order file: a CSV with the columns comand, map_region, version and vin
 * (reference optional; any order, any case), one row per vehicle. A file that is not text, cannot
 * be parsed, misses a column, has no rows or more than BULK_MAX_ROWS is refused as a whole.
 */
import { parse } from 'csv-parse/sync';
import {
  BULK_COLUMNS,
  BULK_MAX_ROWS,
  BULK_OPTIONAL_COLUMNS,
  bulkMessages,
} from '@navihub/contract/bulk-orders';

/** One row as the file gives it (cells trimmed); `row` is 1 for the first line below the header. */
export interface CsvRow {
  row: number;
  comand: string;
  map_region: string;
  version: string;
  vin: string;
  reference: string | null;
}

export type CsvReading = { ok: true; rows: CsvRow[] } | { ok: false; message: string };

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * Text, not a binary file: no NUL or other binary control characters, and no byte that was not
 * UTF-8 (decoded as U+FFFD).
 */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000e-\u001f\ufffd]/;

export function readBulkCsv(text: string): CsvReading {
  if (BINARY.test(text)) return { ok: false, message: bulkMessages.notCsv };
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      // A semicolon file (a spreadsheet's export in many countries) is read as well.
      delimiter: [',', ';'],
    });
  } catch (err) {
    return { ok: false, message: fill(bulkMessages.unreadable, { reason: (err as Error).message }) };
  }
  const [header, ...data] = records;
  if (!header) return { ok: false, message: bulkMessages.noRows };
  const names = header.map((cell) => cell.trim().toLowerCase());
  const missing = BULK_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    // A file whose first line has a single cell is not a table at all.
    if (names.length === 1 && header.join('').length > 60) return { ok: false, message: bulkMessages.notCsv };
    return { ok: false, message: fill(bulkMessages.missingColumns, { columns: missing.join(', ') }) };
  }
  const rows = data.filter((record) => record.some((cell) => cell !== ''));
  if (rows.length === 0) return { ok: false, message: bulkMessages.noRows };
  if (rows.length > BULK_MAX_ROWS)
    return {
      ok: false,
      message: fill(bulkMessages.tooManyRows, {
        rows: rows.length.toLocaleString('en-US'),
        max: BULK_MAX_ROWS.toLocaleString('en-US'),
      }),
    };
  const at = (name: string) => names.indexOf(name);
  const referenceAt = at(BULK_OPTIONAL_COLUMNS[0]);
  return {
    ok: true,
    rows: rows.map((record, i) => ({
      row: i + 1,
      comand: record[at('comand')] ?? '',
      map_region: record[at('map_region')] ?? '',
      version: record[at('version')] ?? '',
      vin: record[at('vin')] ?? '',
      reference: referenceAt >= 0 ? record[referenceAt] || null : null,
    })),
  };
}
