/** The customer's own data (issue 33; decision 055): what other modules may use of it. */
export { accountDataPlugin } from './plugin.js';
export { eraseAccount, type ErasureSummary } from './erase-account.js';
export { collectAccountExport } from './export.js';
export { retentionPeriods, sweepPersonalData, type RetentionPeriods } from './retention-sweep.js';
