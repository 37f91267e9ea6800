/** The bulk orders module's public entry (issue 34 part 5, decision 061): other modules import only this. */
export { bulkOrdersPlugin, type BulkOrdersHooks } from './plugin.js';
export { type BulkOrderCompleted, type BulkOrderCompletedListener } from './bulk-order-job.js';
export { BULK_ORDER_JOB } from './service.js';
