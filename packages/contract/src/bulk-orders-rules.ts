/**
 * The rules and sentences of bulk orders (issue 34 part 5) without zod, so that the web page's chunk
 * does not load it; the answers' schemas are in bulk-orders.ts.
 */

/** One upload holds at most this many rows (the header line not counted). */
export const BULK_MAX_ROWS = 1000;
/** The columns every file must name in its first line; `reference` may be added. */
export const BULK_COLUMNS = ['comand', 'map_region', 'version', 'vin'] as const;
export const BULK_OPTIONAL_COLUMNS = ['reference'] as const;
/** A file larger than this cannot hold 1,000 sensible rows. */
export const BULK_MAX_BYTES = 512 * 1024;
/** The multipart field that carries the file. */
export const BULK_FILE_FIELD = 'file';
/** The columns of `results.csv`, in order. */
export const BULK_RESULT_COLUMNS = [
  'row',
  'reference',
  'comand',
  'map_region',
  'version',
  'vin',
  'status',
  'order_number',
  'pin',
  'error',
] as const;

export const bulkMessages = {
  notCsv: 'This file is not a CSV file. Upload a text file with the columns comand,map_region,version,vin.',
  unreadable: 'This CSV file cannot be read: {reason}.',
  missingColumns:
    'The first line must name the columns comand,map_region,version,vin (reference is optional). Missing: {columns}.',
  noRows: 'The file has no rows to order: add one line per vehicle below the column names.',
  tooManyRows: 'The file has {rows} rows; one upload takes at most {max}. Split it into several files.',
  tooLarge: 'The file is larger than {max}; one upload takes at most 1,000 rows.',
  noFile:
    'Send the CSV as the body (Content-Type: text/csv) or as the file field "file" of a multipart upload.',
  noValidRow: 'No row of this file can be ordered: fix the rows listed, then upload it again.',
  notEnoughPoints:
    'This upload needs {needed} points (one per valid row) and you have {balance}. Buy points, or upload fewer rows. Nothing was ordered.',
  subscriptionDailyLimit:
    'This upload needs {needed} subscription uses and {left} are left today. Upload fewer rows, or try again tomorrow. Nothing was ordered.',
  duplicateRow: 'The same head unit, map region, version and VIN are already on row {row} of this file.',
  rowNotOrdered: 'Not ordered: the row was not valid.',
} as const;

export const BULK_STATUSES = ['queued', 'processing', 'completed'] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

/** An example file, as the guide and the page show it. */
export const BULK_EXAMPLE_CSV = [
  'comand,map_region,version,vin,reference',
  'NTG 5.5,Europe,V12.0,WDD2050461F123456,fleet-van-12',
  'NTG 5.5,Europe,V12.0,WDD2050461F654321,fleet-van-13',
].join('\n');
