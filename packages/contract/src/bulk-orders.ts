/**
 * Bulk orders (issue 34 part 5): a CSV of up to 1,000 rows (`comand,map_region,version,vin`,
 * optional `reference`), each row ordered as generate orders one PIN. The shapes of the answers,
 * the file's rules and the sentences people read.
 */
import { z } from 'zod';
import { BULK_STATUSES } from './bulk-orders-rules.js';
import { livemodeField } from './sandbox.js';

export * from './bulk-orders-rules.js';

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
    livemode: livemodeField,
  })
  .meta({ id: 'BulkDryRunReport' });
export type BulkDryRunReport = z.infer<typeof bulkDryRunReport>;

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
    livemode: livemodeField,
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
