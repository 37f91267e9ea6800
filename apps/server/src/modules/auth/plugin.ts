/**
 * Accounts and sessions: the `authenticate` hooks every signed-in route uses, and the accounts API
 * (sign-up, sign-in, tokens, passwords, Google).
 */
import fp from 'fastify-plugin';
import type { RedisLink } from '../../lib/redis-link.js';
import { authenticatePlugin } from './authenticate.js';
import { createEmailVerification } from './email-verification.js';
import { createGoogleSignIn } from './google.js';
import { authRoutes } from './routes.js';
import { createAuthService, type AuthDeps } from './service.js';
import { createSignInThrottle } from './sign-in-throttle.js';
import { createTokenSigner } from './tokens.js';

export const authPlugin = fp<{ redis?: RedisLink; now?: () => number }>(
  async (app, opts) => {
    const { config, db } = app;
    const onMailQueued = () => app.mailWorker.nudge();
    const tokens = createTokenSigner({
      secret: config.JWT_SECRET,
      accessTtl: config.ACCESS_TOKEN_TTL,
      refreshTtl: config.REFRESH_TOKEN_TTL,
    });
    const afterAnswer: AuthDeps['afterAnswer'] = (answered, work, requestLog) =>
      app.mailWorker.afterAnswer(answered, work, requestLog);
    await app.register(authenticatePlugin, { db, tokens });
    await app.register(authRoutes, {
      auth: createAuthService({
        db,
        tokens,
        brand: config.BRAND_NAME,
        supportEmail: config.SUPPORT_EMAIL,
        publicUrl: config.publicUrl,
        resetTtlSeconds: config.RESET_TOKEN_TTL,
        onMailQueued,
        afterAnswer,
      }),
      verification: createEmailVerification({
        db,
        brand: config.BRAND_NAME,
        publicUrl: config.publicUrl,
        ttlSeconds: config.EMAIL_CONFIRMATION_TTL,
        onMailQueued,
        afterAnswer,
      }),
      google: createGoogleSignIn({
        db,
        clientId: config.GOOGLE_CLIENT_ID,
        jwksUrl: config.GOOGLE_JWKS_URL,
        issuers: config.GOOGLE_ISSUERS,
      }),
      authPerMinute: config.RATE_LIMIT_AUTH_PER_MINUTE,
      signInThrottle: createSignInThrottle({
        failuresBeforeLock: config.SIGN_IN_FAILURES_BEFORE_LOCK,
        lockSeconds: config.SIGN_IN_LOCK_SECONDS,
        maxLockSeconds: config.SIGN_IN_LOCK_MAX_SECONDS,
        redis: opts.redis,
        now: opts.now,
      }),
    });
  },
  { name: 'auth', dependencies: ['mail'], decorators: { fastify: ['db', 'config'] } },
);
