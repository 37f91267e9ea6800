/** The public catalogue: head units, their variants and the code price (docs/decisions/004). */
import fp from 'fastify-plugin';
import { catalogRoutes, type CatalogueCache } from './routes.js';
import { createCatalogue } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops this process's cached catalogue answers: a back-office change shows at once. */
    catalogueCache: CatalogueCache;
  }
}

export const catalogPlugin = fp(
  async (app) => {
    const drops: Array<() => void> = [];
    app.decorate('catalogueCache', { drop: () => drops.forEach((drop) => drop()) });
    await app.register(catalogRoutes, {
      catalogue: createCatalogue({ db: app.db }),
      cacheMs: app.config.CATALOG_CACHE_MS,
      onDrop: (drop) => drops.push(drop),
    });
  },
  { name: 'catalog', decorators: { fastify: ['db', 'config'] } },
);
