/** The public catalogue: head units, their variants and the code price (docs/decisions/004). */
import fp from 'fastify-plugin';
import { catalogRoutes } from './routes.js';
import { createCatalogue } from './service.js';

export const catalogPlugin = fp(
  async (app) => {
    await app.register(catalogRoutes, {
      catalogue: createCatalogue({ db: app.db }),
      cacheMs: app.config.CATALOG_CACHE_MS,
    });
  },
  { name: 'catalog', decorators: { fastify: ['db', 'config'] } },
);
