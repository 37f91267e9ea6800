/** HTTP of the account area: status, points and subscriptions, profile, e-mail preference and language. */
import type { FastifyPluginAsync } from 'fastify';
import { accountApi } from '@navihub/contract/api/account';
import { route } from '../../lib/endpoint-route.js';
import { currentUser } from '../auth/index.js';
import { forbidden } from '../../lib/domain-errors.js';
import { businessDetailsOf, checkBusinessFields } from '../taxes/index.js';
import type { AccountService } from './service.js';
import { toProfile, toUserStatus } from './service.js';

export const accountRoutes: FastifyPluginAsync<{ account: AccountService }> = async (app, { account }) => {
  route(app, accountApi.userStatus, {
    handler: (request) => [toUserStatus(currentUser(request))],
  });

  route(app, accountApi.pointsAndSubscriptions, {
    handler: (request) => account.pointsAndSubscriptions(currentUser(request).id),
  });

  route(app, accountApi.getProfile, {
    handler: (request) => {
      const user = currentUser(request);
      if (user.id !== request.params.id) throw forbidden();
      return toProfile(user);
    },
  });

  route(app, accountApi.updateProfile, {
    handler: async (request) => {
      const user = currentUser(request);
      if (user.id !== request.params.id) throw forbidden();
      return toProfile(await account.updateProfile(user.id, request.body));
    },
  });

  // The business details remembered on the account (decision 065), prefilled at checkout.
  route(app, accountApi.getBusinessDetails, {
    handler: (request) => businessDetailsOf(currentUser(request).business),
  });

  route(app, accountApi.updateBusinessDetails, {
    handler: async (request) => {
      const buyer = checkBusinessFields(request.body);
      return businessDetailsOf(await account.rememberBusiness(currentUser(request).id, buyer));
    },
  });

  route(app, accountApi.getEmailPreference, {
    handler: (request) => ({ receive_email: currentUser(request).receiveEmail }),
  });

  route(app, accountApi.toggleEmailPreference, {
    handler: async (request) => ({
      receive_email: await account.toggleReceiveEmail(currentUser(request).id),
    }),
  });

  route(app, accountApi.getLanguage, {
    handler: (request) => ({ language: currentUser(request).language }),
  });

  route(app, accountApi.setLanguage, {
    handler: async (request) => ({
      language: await account.setLanguage(currentUser(request).id, request.body.language),
    }),
  });
};
