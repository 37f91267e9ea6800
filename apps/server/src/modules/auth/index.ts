/** The auth module's public entry: other modules, app.ts and tests import it from here only. */

// Sign-up, sign-in and sessions as a Fastify plugin (app.authenticate and friends).
export { authPlugin } from './plugin.js';
// Who is signed in on a request, for routes behind app.authenticate.
export { currentSessionId, currentUser, currentUserId, isLivemode } from './authenticate.js';
// Accounts: finding one, creating one (the CLI), and the user row's type.
export { findUserByEmail, findUserById, insertAccount, type User } from './service.js';
// The back-office's reads and writes of accounts, and the staff's addresses for notices.
export { listAccounts, lockAccount, setAccountSettings, staffAddresses } from './staff-accounts.js';
// An admin's change of an account's discount, role or disabled state (decision 069).
export { changeAccountSettings, type AccountSettingsChange } from './account-settings.js';
// Signing access and refresh tokens (tests mint tokens with it).
export { createTokenSigner } from './tokens.js';
// Checking a password and a fresh Google sign-in again before an account is deleted (decision 055).
export { verifyPassword } from './passwords.js';
export { createGoogleSignIn } from './google.js';
