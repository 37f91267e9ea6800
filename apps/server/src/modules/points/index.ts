/** The points module's public entry: other modules and tests import it from here only. */

// Balances and the ledger: crediting, taking back, adjusting and reading points.
export {
  adjustPoints,
  balance,
  balancesFor,
  balancesOf,
  creditNavigationPoints,
  ledgerEntriesOf,
  takeBackCredit,
  toolId,
} from './ledger.js';
// Points given or taken by hand (staff, the operator's CLI), with the audit entry (decision 069).
export { adjustCustomerPoints, type CustomerPointsChecks } from './customer-points.js';
