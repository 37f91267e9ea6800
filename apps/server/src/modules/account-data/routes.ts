/** HTTP of the customer's own data: their export and their account's deletion (decision 055). */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { accountDataApi } from '@navihub/contract/api/account-data';
import { accountDataMessages } from '@navihub/contract/account-data';
import { route } from '../../lib/endpoint-route.js';
import { notAuthenticated } from '../../lib/domain-errors.js';
import { currentUser } from '../auth/index.js';
import { exportFileName } from './export.js';
import type { AccountDataService } from './service.js';

export interface AccountDataRoutesOptions {
  accountData: AccountDataService;
  /** Deletions tried per client address and minute (the password is checked: as sign-in's limit). */
  perMinute: number;
}

export const accountDataRoutes: FastifyPluginAsync<AccountDataRoutesOptions> = async (
  app,
  { accountData, perMinute },
) => {
  route(app, accountDataApi.exportMyData, {
    handler: async (request, reply) => {
      const { id } = currentUser(request);
      const now = new Date();
      const data = await accountData.exportOf(id, now);
      if (!data) throw notAuthenticated();
      void reply.header('content-disposition', `attachment; filename="${exportFileName(id, now)}"`);
      return data;
    },
  });

  route(app, accountDataApi.deleteMyAccount, {
    config: {
      rateLimit: { max: perMinute, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => r.ip },
    },
    handler: async (request) => {
      await accountData.deleteOwn(currentUser(request), request.body);
      return { detail: accountDataMessages.deleted };
    },
  });
};
