/** HTTP of the accounts API (spec §7, first table). Rules live in service.ts. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  detailResponse,
  googleLoginRequest,
  loginRequest,
  loginResponse,
  logoutRequest,
  passwordChangeRequest,
  passwordResetConfirmParams,
  passwordResetConfirmRequest,
  passwordResetRequest,
  refreshRequest,
  refreshResponse,
  registrationRequest,
  resendEmailRequest,
  setPasswordRequest,
  verifyEmailRequest,
} from '@navihub/contract/auth';
import { messages } from '@navihub/contract/messages';
import { currentUser, requireRecentSignIn } from './authenticate.js';
import { invalidField } from '../../lib/domain-errors.js';
import type { EmailVerification } from './email-verification.js';
import type { AuthService } from './service.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import type { createGoogleSignIn } from './google.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  verification: EmailVerification;
  google: ReturnType<typeof createGoogleSignIn>;
  authPerMinute: number;
  signInThrottle: SignInThrottle;
}

const tags = ['accounts'];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, verification, google, authPerMinute, signInThrottle },
) => {
  // Per client address: one attacker is slowed down without locking anyone else out.
  const limited = {
    rateLimit: { max: authPerMinute, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => r.ip },
  };

  app.post(
    '/auth/registration/',
    {
      config: limited,
      schema: { tags, body: registrationRequest, response: { 201: detailResponse } },
    },
    async (request, reply) => {
      const user = await auth.register({ email: request.body.email, password: request.body.password1 });
      await verification.sendLink(user);
      return reply.status(201).send({ detail: messages.registered });
    },
  );

  app.post(
    '/auth/registration/verify-email/',
    { config: limited, schema: { tags, body: verifyEmailRequest, response: { 200: detailResponse } } },
    async (request) => {
      await verification.confirm(request.body.key);
      return { detail: messages.emailConfirmed };
    },
  );

  app.post(
    '/auth/registration/resend-email/',
    { config: limited, schema: { tags, body: resendEmailRequest, response: { 200: detailResponse } } },
    async (request) => {
      await verification.resend(request.body.email);
      return { detail: messages.registered };
    },
  );

  app.post(
    '/auth/login/',
    { config: limited, schema: { tags, body: loginRequest, response: { 200: loginResponse } } },
    async (request) => {
      // Per account too, across addresses: counted before the password is checked (429 while locked).
      await signInThrottle.attempt(request.body.email);
      const tokens = await auth.login(request.body);
      await signInThrottle.succeeded(request.body.email);
      return tokens;
    },
  );

  app.post(
    '/auth/token/refresh/',
    { schema: { tags, body: refreshRequest, response: { 200: refreshResponse } } },
    async (request) => auth.refresh(request.body.refresh),
  );

  app.post(
    '/auth/logout/',
    { schema: { tags, body: logoutRequest.optional(), response: { 200: detailResponse } } },
    async (request) => {
      await auth.logout(request.body?.refresh);
      return { detail: messages.loggedOut };
    },
  );

  app.post(
    '/auth/google/',
    { config: limited, schema: { tags, body: googleLoginRequest, response: { 200: loginResponse } } },
    async (request) => {
      const user = await google.signIn(request.body.id_token);
      return auth.startSession(user.id);
    },
  );

  app.post(
    '/auth/password/change/',
    {
      preHandler: app.authenticate,
      schema: { tags, body: passwordChangeRequest, response: { 200: detailResponse } },
    },
    async (request) => {
      // No current password in this payload (spec §7): a recent sign-in stands in for it.
      requireRecentSignIn(request);
      await auth.setPassword(currentUser(request).id, request.body.new_password1, request.sessionId);
      return { detail: messages.passwordChanged };
    },
  );

  app.post(
    '/auth/users/set_password/',
    {
      preHandler: app.authenticate,
      config: limited,
      schema: { tags, body: setPasswordRequest, response: { 200: detailResponse } },
    },
    async (request) => {
      const { current_password, new_password } = request.body;
      await auth.changePasswordChecked(
        currentUser(request).id,
        current_password,
        new_password,
        request.sessionId,
      );
      return { detail: messages.passwordChanged };
    },
  );

  app.post(
    '/password/reset/',
    { config: limited, schema: { tags, body: passwordResetRequest, response: { 200: detailResponse } } },
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return { detail: messages.resetEmailSent };
    },
  );

  app.post(
    '/password/reset/confirm/:uid/:token/',
    {
      config: limited,
      schema: {
        tags,
        params: passwordResetConfirmParams,
        body: passwordResetConfirmRequest,
        response: { 200: detailResponse },
      },
    },
    async (request) => {
      const { uid, token } = request.params;
      if (request.body.uid !== uid || request.body.token !== token) {
        throw invalidField('token', messages.resetLinkInvalid);
      }
      const email = await auth.confirmPasswordReset(uid, token, request.body.new_password1);
      // The reset proves the mailbox: its owner is not kept out by a guesser's failures.
      await signInThrottle.succeeded(email);
      return { detail: messages.passwordResetDone };
    },
  );
};
