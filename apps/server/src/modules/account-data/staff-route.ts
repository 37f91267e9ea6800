/** The back-office's deletion of a customer's account on their request: admins only, audited (decision 055). */
import type { FastifyPluginAsync } from 'fastify';
import { accountDataApi } from '@navihub/contract/api/account-data';
import { accountDataMessages } from '@navihub/contract/account-data';
import { route } from '../../lib/endpoint-route.js';
import { currentUser } from '../auth/index.js';
import type { AccountDataService } from './service.js';

export const staffDeleteAccountRoute: FastifyPluginAsync<{ accountData: AccountDataService }> = async (
  app,
  { accountData },
) => {
  route(app, accountDataApi.staffDeleteAccount, {
    handler: async (request) => {
      const admin = currentUser(request);
      await accountData.deleteByStaff(
        { id: admin.id, email: admin.email, role: admin.role },
        request.params.id,
        request.body.reason,
      );
      return { detail: accountDataMessages.deletedByStaff };
    },
  });
};
