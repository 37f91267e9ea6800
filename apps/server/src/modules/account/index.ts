/** The account module's public entry: other modules, app.ts and tests import it from here only. */

// The customer's /api/account routes.
export { accountPlugin } from './plugin.js';
// What a signed-in customer sees of their account (tests sign customers up through it).
export { createAccountService } from './service.js';
// A checkout remembers the business details given with it (decision 065).
export { rememberBusinessDetails } from './service.js';
