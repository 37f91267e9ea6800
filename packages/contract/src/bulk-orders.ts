/**
 * Bulk orders (issue 34 part 5): a CSV of up to 1,000 rows (`comand,map_region,version,vin`,
 * optional `reference`), each row ordered as generate orders one PIN. The shapes of the answers,
 * the file's rules and the sentences people read.
 */
import { z } from 'zod';

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

/** A row's check: what would be ordered, or why not. */
export const bulkRowReport = z.object({
  row: z.number().int().meta({ description: 'The row number, 1 for the first line below the column names.' }),
  reference: z.string().nullable(),
  comand: z.string(),
  map_region: z.string(),
  version: z.string(),
  vin: z.string(),
  ok: z.boolean(),
  errors: z
    .array(z.string())
    .meta({ description: 'Why the row cannot be ordered (the messages of a single generate).' }),
  warnings: z
    .array(z.string())
    .meta({ description: 'What the VIN check asks to double-check; the row is still ordered.' }),
});
export type BulkRowReport = z.infer<typeof bulkRowReport>;

export const bulkDryRunReport = z
  .object({
    dry_run: z.literal(true),
    rows: z.number().int(),
    valid_rows: z.number().int(),
    invalid_rows: z.number().int(),
    pays_with: z
      .enum(['points', 'subscription'])
      .nullable()
      .meta({ description: 'What the upload would be paid with; null when nothing can pay for it.' }),
    points_needed: z.number().int().meta({ description: 'One point per valid row when paying with points.' }),
    points_balance: z.number().int(),
    can_order: z
      .boolean()
      .meta({ description: 'True when at least one row is valid and the batch can be paid for now.' }),
    message: z.string().nullable().meta({ description: 'Why the batch could not be paid for now, if so.' }),
    report: z.array(bulkRowReport),
  })
  .meta({ id: 'BulkDryRunReport' });
export type BulkDryRunReport = z.infer<typeof bulkDryRunReport>;

export const BULK_STATUSES = ['queued', 'processing', 'completed'] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

export const bulkOrder = z
  .object({
    id: z.string(),
    status: z.enum(BULK_STATUSES).meta({
      description:
        '`queued` until its orders are placed, `processing` while PINs are obtained, `completed` once every row has its PIN or its error.',
    }),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    paid_with: z.enum(['points', 'subscription']),
    rows: z.number().int(),
    valid_rows: z.number().int(),
    invalid_rows: z.number().int(),
    ordered: z.number().int().meta({ description: 'Rows whose order is placed.' }),
    fulfilled: z.number().int().meta({ description: 'Rows whose PIN is ready.' }),
    failed: z.number().int().meta({ description: 'Rows not ordered, or whose order failed (given back).' }),
    done: z.number().int().meta({ description: 'Rows with their final outcome: a PIN or an error.' }),
    progress: z.number().int().min(0).max(100).meta({ description: 'done of rows, in per cent.' }),
    results_url: z.string(),
  })
  .meta({ id: 'BulkOrder' });
export type BulkOrder = z.infer<typeof bulkOrder>;

/** The query of an upload: `?dry_run=true` checks every row and orders nothing. */
export const bulkUploadQuery = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .meta({ description: 'true: check every row and report, without ordering or spending anything.' }),
});

/** An example file, as the guide and the page show it. */
export const BULK_EXAMPLE_CSV = [
  'comand,map_region,version,vin,reference',
  'NTG 5.5,Europe,V12.0,WDD2050461F123456,fleet-van-12',
  'NTG 5.5,Europe,V12.0,WDD2050461F654321,fleet-van-13',
].join('\n');
