/** HTTP of the back-office's customers: list and one customer (staff), points (staff), settings (admin). */
import type { FastifyPluginAsync } from 'fastify';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { BACKOFFICE_PAGE_SIZE } from '@navihub/contract/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { route } from '../../lib/endpoint-route.js';
import { currentUser } from '../auth/index.js';
import type { StaffCustomers } from './customers.js';
import { pageLinks } from './routes.js';

export const customerRoutes: FastifyPluginAsync<{ customers: StaffCustomers }> = async (
  app,
  { customers },
) => {
  route(app, backofficeApi.listCustomers, {
    handler: async (request) => {
      const { q, page } = request.query;
      const { count, results } = await customers.list({ q, page }, BACKOFFICE_PAGE_SIZE);
      return {
        count,
        ...pageLinks(pathOf(backofficeApi.listCustomers), { q }, page, BACKOFFICE_PAGE_SIZE, count),
        results,
      };
    },
  });

  route(app, backofficeApi.getCustomer, {
    handler: (request) => customers.get(currentUser(request), request.params.id),
  });

  route(app, backofficeApi.adjustPoints, {
    handler: (request) => customers.adjust(currentUser(request), request.params.id, request.body),
  });

  route(app, backofficeApi.updateCustomer, {
    handler: (request) => customers.update(currentUser(request), request.params.id, request.body),
  });
};
