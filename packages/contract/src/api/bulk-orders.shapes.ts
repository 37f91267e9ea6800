/** The shapes of the bulk orders' endpoints (bulk-orders.ts), keyed by endpoint id. */
import { z } from 'zod';
import { bulkDryRunReport, bulkOrder, bulkUploadQuery } from '../bulk-orders.js';
import type { Shape } from './endpoint.js';

const params = z.object({ id: z.string().uuid() });

export const bulkOrdersShapes = {
  createBulkOrder: {
    query: bulkUploadQuery,
    response: { 200: bulkDryRunReport, 202: bulkOrder },
    errors: {
      400: 'Not a CSV file, a missing column, no rows, more than 1,000 rows, or no row that can be ordered (code `bad_csv`, `no_file`); nothing was created.',
      402: 'Not enough points for every valid row, and no active subscription (code `no_entitlement`); nothing was ordered.',
      413: 'The file is larger than 512 KiB (code `body_too_large`).',
      415: 'The body is neither text/csv nor multipart/form-data (code `unsupported_media_type`).',
      429: "The subscription's fair use of today cannot take every valid row (code `daily_limit`), or too many requests (`rate_limited`).",
    },
  },
  bulkOrder: {
    params,
    response: { 200: bulkOrder },
    errors: { 404: 'No bulk order of that id for this user (code `not_found`).' },
  },
  bulkOrderResults: {
    params,
    response: { 200: z.string() },
    errors: { 404: 'No bulk order of that id for this user (code `not_found`).' },
  },
} satisfies Record<string, Shape>;
