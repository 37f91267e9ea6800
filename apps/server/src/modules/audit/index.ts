/** The audit module's public entry: other modules, app.ts and tests import it from here only. */

// The staff audit log: recording an action in its transaction, and reading the log back.
export { createAuditLog, recentActions, recordAudit, type Actor, type AuditLog } from './audit-log.js';
