/** HTTP of the back-office's dashboard. */
import type { FastifyPluginAsync } from 'fastify';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { route } from '../../lib/endpoint-route.js';
import type { StaffDashboard } from './dashboard.js';

export const dashboardRoutes: FastifyPluginAsync<{ dashboard: StaffDashboard }> = async (
  app,
  { dashboard },
) => {
  route(app, backofficeApi.dashboard, { handler: () => dashboard.figures() });
};
