/** HTTP of the accounts API (spec §7, first table). Rules live in service.ts. */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '@navihub/contract/api/auth';
import { messages } from '@navihub/contract/messages';
import { route } from '../../lib/endpoint-route.js';
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

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { auth, verification, google, authPerMinute, signInThrottle },
) => {
  // Per client address: one attacker is slowed down without locking anyone else out.
  const limited = {
    rateLimit: { max: authPerMinute, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => r.ip },
  };

  route(app, authApi.register, {
    config: limited,
    handler: async (request, reply) => {
      const user = await auth.register({
        email: request.body.email,
        password: request.body.password1,
        language: request.body.language,
      });
      await verification.sendLink(user);
      return reply.status(201).send({ detail: messages.registered });
    },
  });

  route(app, authApi.verifyEmail, {
    config: limited,
    handler: async (request) => {
      await verification.confirm(request.body.key);
      return { detail: messages.emailConfirmed };
    },
  });

  route(app, authApi.resendConfirmation, {
    config: limited,
    handler: async (request, reply) => {
      await verification.resend(request.body.email, answerSent(reply), request.log);
      return { detail: messages.registered };
    },
  });

  route(app, authApi.signIn, {
    config: limited,
    handler: async (request) => {
      // Per account too, across addresses: counted before the password is checked (429 while locked).
      await signInThrottle.attempt(request.body.email);
      const tokens = await auth.login(request.body);
      await signInThrottle.succeeded(request.body.email);
      return tokens;
    },
  });

  route(app, authApi.refreshToken, {
    handler: (request) => auth.refresh(request.body.refresh),
  });

  route(app, authApi.signOut, {
    handler: async (request) => {
      await auth.logout(request.body?.refresh);
      return { detail: messages.loggedOut };
    },
  });

  route(app, authApi.signInWithGoogle, {
    config: limited,
    handler: async (request) => {
      const user = await google.signIn(request.body.id_token);
      return auth.startSession(user.id);
    },
  });

  route(app, authApi.changePassword, {
    handler: async (request) => {
      // No current password in this payload (spec §7): a recent sign-in stands in for it.
      requireRecentSignIn(request);
      await auth.setPassword(currentUser(request).id, request.body.new_password1, request.sessionId);
      return { detail: messages.passwordChanged };
    },
  });

  route(app, authApi.setPassword, {
    config: limited,
    handler: async (request) => {
      const { current_password, new_password } = request.body;
      await auth.changePasswordChecked(
        currentUser(request).id,
        current_password,
        new_password,
        request.sessionId,
      );
      return { detail: messages.passwordChanged };
    },
  });

  route(app, authApi.requestPasswordReset, {
    config: limited,
    handler: async (request, reply) => {
      await auth.requestPasswordReset(request.body.email, answerSent(reply), request.log);
      return { detail: messages.resetEmailSent };
    },
  });

  route(app, authApi.confirmPasswordReset, {
    config: limited,
    handler: async (request) => {
      const { uid, token } = request.params;
      if (request.body.uid !== uid || request.body.token !== token) {
        throw invalidField('token', messages.resetLinkInvalid);
      }
      const email = await auth.confirmPasswordReset(uid, token, request.body.new_password1);
      // The reset proves the mailbox: its owner is not kept out by a guesser's failures.
      await signInThrottle.succeeded(email);
      return { detail: messages.passwordResetDone };
    },
  });
};

/**
 * Settles once the answer has gone out ('finish') or the connection has closed without it
 * ('close'), whichever comes first: work started then does not delay the answer.
 */
function answerSent(reply: FastifyReply): Promise<void> {
  return new Promise((resolve) => {
    reply.raw.once('finish', () => resolve());
    reply.raw.once('close', () => resolve());
  });
}
