/** The VIN decoder of the shared contract, over HTTP. */
import fp from 'fastify-plugin';
import { vinRoutes } from './routes.js';

export const vinPlugin = fp(
  async (app) => {
    await app.register(vinRoutes);
  },
  { name: 'vin' },
);
