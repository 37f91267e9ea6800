/** The signed-in customer's account area: status, points and subscriptions, profile, e-mail choice. */
import fp from 'fastify-plugin';
import { accountRoutes } from './routes.js';
import { createAccountService } from './service.js';

export const accountPlugin = fp(
  async (app) => {
    await app.register(accountRoutes, { account: createAccountService({ db: app.db }) });
  },
  { name: 'account', dependencies: ['auth'], decorators: { fastify: ['db'] } },
);
