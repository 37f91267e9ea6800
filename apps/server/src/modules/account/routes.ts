/** HTTP of the account area: status, points and subscriptions, profile, e-mail preference. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pointsAndSubscriptions,
  profileResponse,
  profileUpdateRequest,
  receiveEmailResponse,
  userStatusResponse,
} from '@navihub/contract/auth';
import { recordId } from '@navihub/contract/fields';
import { currentUser } from '../auth/authenticate.js';
import { forbidden } from '../../lib/domain-errors.js';
import type { AccountService } from './service.js';
import { toProfile, toUserStatus } from './service.js';

const tags = ['account'];
const ownerParams = z.object({ id: recordId() });

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/auth/user/status/',
    { schema: { tags, response: { 200: userStatusResponse } } },
    async (request) => [toUserStatus(currentUser(request))],
  );

  app.get(
    '/api/v1/points-subs/generate/',
    { schema: { tags, response: { 200: pointsAndSubscriptions } } },
    async (request) => account.pointsAndSubscriptions(currentUser(request).id),
  );

  app.get(
    '/api/profile/:id/',
    { schema: { tags, params: ownerParams, response: { 200: profileResponse } } },
    async (request) => {
      const user = currentUser(request);
      if (user.id !== request.params.id) throw forbidden();
      return toProfile(user);
    },
  );

  app.put(
    '/api/v1/profile/:id',
    { schema: { tags, params: ownerParams, body: profileUpdateRequest, response: { 200: profileResponse } } },
    async (request) => {
      const user = currentUser(request);
      if (user.id !== request.params.id) throw forbidden();
      return toProfile(await account.updateProfile(user.id, request.body));
    },
  );

  app.get(
    '/auth/user/receive_email',
    { schema: { tags, response: { 200: receiveEmailResponse } } },
    async (request) => ({
      receive_email: currentUser(request).receiveEmail,
    }),
  );

  app.post(
    '/auth/user/receive_email',
    { schema: { tags, response: { 200: receiveEmailResponse } } },
    async (request) => ({
      receive_email: await account.toggleReceiveEmail(currentUser(request).id),
    }),
  );
};
