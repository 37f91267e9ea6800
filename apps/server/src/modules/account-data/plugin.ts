/** The customer's own data (issue 33): export, deletion (theirs and an admin's), built from the database and Google. */
import fp from 'fastify-plugin';
import { createGoogleSignIn } from '../auth/index.js';
import { accountDataRoutes } from './routes.js';
import { createAccountDataService } from './service.js';
import { staffDeleteAccountRoute } from './staff-route.js';

export const accountDataPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const google = createGoogleSignIn({
      db,
      clientId: config.GOOGLE_CLIENT_ID,
      jwksUrl: config.GOOGLE_JWKS_URL,
      issuers: config.GOOGLE_ISSUERS,
    });
    const accountData = createAccountDataService({ db, google });
    await app.register(accountDataRoutes, { accountData, perMinute: config.RATE_LIMIT_AUTH_PER_MINUTE });
    await app.register(staffDeleteAccountRoute, { accountData });
  },
  { name: 'account-data', dependencies: ['auth'], decorators: { fastify: ['db', 'config'] } },
);
