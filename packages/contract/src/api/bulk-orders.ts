/** Bulk orders: a CSV of up to 1,000 rows ordered in the background (issue 34 part 5). */
import { endpointsOf } from './endpoint.js';
import type { bulkOrdersShapes } from './bulk-orders.shapes.js';

const endpoint = endpointsOf<typeof bulkOrdersShapes>();
const tag = 'bulk orders';

export const bulkOrdersApi = {
  createBulkOrder: endpoint({
    id: 'createBulkOrder',
    method: 'POST',
    path: '/api/v1/bulk-orders/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    idempotent: true,
    tag,
    summary: 'Upload a CSV of up to 1,000 PINs to order (or ?dry_run=true to check it)',
    description:
      'The CSV (`comand,map_region,version,vin`, optional `reference`; a header line, then one row per vehicle) is the body with `Content-Type: text/csv`, or the field `file` of a multipart upload. Every row is checked as a single generate checks it. Paid with a subscription when one is active (within its fair use of the day), else one point per valid row, taken for the whole batch at once: if there is not enough, nothing is ordered (402). Invalid rows are not ordered nor charged; `results.csv` lists why. The rows are ordered in the background: poll the batch, then download its results. With `?dry_run=true` nothing is ordered or spent.',
  }),
  bulkOrder: endpoint({
    id: 'bulkOrder',
    method: 'GET',
    path: '/api/v1/bulk-orders/:id/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    tag,
    summary: "A bulk order's status and progress",
  }),
  bulkOrderResults: endpoint({
    id: 'bulkOrderResults',
    method: 'GET',
    path: '/api/v1/bulk-orders/:id/results.csv',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    private: true,
    tag,
    summary: 'One CSV row per uploaded row, in the same order: its order number and PIN, or its error',
  }),
};
