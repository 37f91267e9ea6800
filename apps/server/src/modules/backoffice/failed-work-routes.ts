/** HTTP of the back-office's failed work: failed e-mail and dead-letter jobs, and their retry. */
import type { FastifyPluginAsync } from 'fastify';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { route } from '../../lib/endpoint-route.js';
import { currentUser } from '../auth/index.js';
import type { FailedWorkService } from './failed-work.js';

export const failedWorkRoutes: FastifyPluginAsync<{ failedWork: FailedWorkService }> = async (
  app,
  { failedWork },
) => {
  route(app, backofficeApi.listFailedWork, { handler: () => failedWork.list() });
  route(app, backofficeApi.retryMail, {
    handler: (request) => failedWork.retryMail(currentUser(request), request.params.id),
  });
  route(app, backofficeApi.retryJob, {
    handler: (request) => failedWork.retryJob(currentUser(request), request.params.id),
  });
};
