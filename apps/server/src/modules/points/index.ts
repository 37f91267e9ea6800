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
