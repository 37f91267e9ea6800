/** /healthz: the process answers and its database does. */
import fp from 'fastify-plugin';
import { databaseAnswers } from '../../db/client.js';
import { healthRoutes } from './routes.js';

export const healthPlugin = fp(
  async (app) => {
    await app.register(healthRoutes, { databaseAnswers: () => databaseAnswers(app.db) });
  },
  { name: 'health', decorators: { fastify: ['db'] } },
);
