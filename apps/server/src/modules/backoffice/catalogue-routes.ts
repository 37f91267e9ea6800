/**
 * HTTP of the admin's catalogue: variants, CSV import and export and the code price (the catalog
 * module's use cases), and the bundles (the bundles module's).
 */
import type { FastifyPluginAsync } from 'fastify';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { BACKOFFICE_PAGE_SIZE } from '@navihub/contract/backoffice';
import { route } from '../../lib/endpoint-route.js';
import { currentUser } from '../auth/index.js';
import type { BundleChanges } from '../bundles/index.js';
import type { CatalogueChanges } from '../catalog/index.js';
import { pageLinks } from './routes.js';

export const catalogueRoutes: FastifyPluginAsync<{
  catalogue: CatalogueChanges;
  bundles: BundleChanges;
}> = async (app, { catalogue, bundles }) => {
  route(app, backofficeApi.listVariants, {
    handler: async (request) => {
      const { page } = request.query;
      const { count, results } = await catalogue.variants(page, BACKOFFICE_PAGE_SIZE);
      return {
        count,
        ...pageLinks(pathOf(backofficeApi.listVariants), {}, page, BACKOFFICE_PAGE_SIZE, count),
        results,
      };
    },
  });
  route(app, backofficeApi.addVariant, {
    handler: async (request, reply) =>
      reply.status(201).send(await catalogue.addVariant(currentUser(request), request.body)),
  });
  route(app, backofficeApi.updateVariant, {
    handler: (request) => catalogue.updateVariant(currentUser(request), request.params.id, request.body),
  });
  route(app, backofficeApi.importCatalogue, {
    handler: (request) => catalogue.importCsv(currentUser(request), request.body.csv),
  });
  route(app, backofficeApi.exportCatalogue, {
    handler: () => catalogue.exportCsv(),
  });
  route(app, backofficeApi.getPrice, {
    handler: () => catalogue.price(),
  });
  route(app, backofficeApi.setPrice, {
    handler: (request) => catalogue.setPrice(currentUser(request), request.body.code_price),
  });
  route(app, backofficeApi.listTokenBundles, {
    handler: async () => ({ results: await bundles.tokenBundles() }),
  });
  route(app, backofficeApi.addTokenBundle, {
    handler: async (request, reply) =>
      reply.status(201).send(await bundles.addTokenBundle(currentUser(request), request.body)),
  });
  route(app, backofficeApi.updateTokenBundle, {
    handler: (request) => bundles.updateTokenBundle(currentUser(request), request.params.id, request.body),
  });
  route(app, backofficeApi.listSubscriptionBundles, {
    handler: async () => ({ results: await bundles.subscriptionBundles() }),
  });
  route(app, backofficeApi.addSubscriptionBundle, {
    handler: async (request, reply) =>
      reply.status(201).send(await bundles.addSubscriptionBundle(currentUser(request), request.body)),
  });
  route(app, backofficeApi.updateSubscriptionBundle, {
    handler: (request) =>
      bundles.updateSubscriptionBundle(currentUser(request), request.params.id, request.body),
  });
};
