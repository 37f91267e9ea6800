/**
 * Builds the Fastify app: external plugins, our own plugins, then the routes of each area.
 * Tests build it with an in-memory database and call it with app.inject.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiDocumentOptions } from './docs/api-document.js';
import { fastifyTrustProxy, type Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { accountRoutes } from './modules/account/routes.js';
import { createAccountService } from './modules/account/service.js';
import { createEmailVerification } from './modules/auth/email-verification.js';
import { createGoogleSignIn } from './modules/auth/google.js';
import { authRoutes } from './modules/auth/routes.js';
import { createSignInThrottle } from './modules/auth/sign-in-throttle.js';
import { createAuthService } from './modules/auth/service.js';
import { createTokenSigner } from './modules/auth/tokens.js';
import { healthRoutes } from './modules/health/routes.js';
import { mailboxRoutes } from './modules/mail/mailbox-routes.js';
import { createMailTransport, type MailTransport } from './modules/mail/transport.js';
import { createMailWorker, type MailWorker } from './modules/mail/worker.js';
import { siteRoutes } from './modules/site/routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { createFulfilment, FULFIL_ORDER_JOB } from './modules/codes/fulfilment.js';
import { codesRoutes } from './modules/codes/routes.js';
import { createCodesService } from './modules/codes/service.js';
import { createJobWorker, type JobWorker } from './modules/jobs/worker.js';
import { converterRoutes } from './modules/converter/routes.js';
import { vinRoutes } from './modules/vin/routes.js';
import { bundleRoutes } from './modules/bundles/routes.js';
import { devCheckoutRoutes } from './modules/payments/dev-checkout-routes.js';
import { createPaymentExpiry, type PaymentExpiry } from './modules/payments/expiry.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { createPaymentsService } from './modules/payments/service.js';
import { webhookRoutes } from './modules/payments/webhook-routes.js';
import { createDevCheckout, type DevCheckout } from './providers/payment/dev.js';
import type { CheckoutProvider } from './providers/payment/provider.js';
import { createStripeCheckout } from './providers/payment/stripe.js';
import { pinProviderFromConfig } from './providers/pin/from-config.js';
import type { PinProvider } from './providers/pin/provider.js';
import { authenticatePlugin } from './modules/auth/authenticate.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerRequestDeadline } from './plugins/request-deadline.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { serializeRequest } from './lib/log-redaction.js';
import { redisWithLocalFallback } from './lib/rate-limit-store.js';
import { connectRedis } from './lib/redis-link.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailWorker: MailWorker;
    jobWorker: JobWorker;
    paymentExpiry: PaymentExpiry;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Overrides the transport chosen from SMTP_URL (tests). */
  mailTransport?: MailTransport;
  /** Overrides the checkout chosen from STRIPE_SECRET_KEY (tests). */
  checkout?: CheckoutProvider;
  /** Overrides the provider chosen from PIN_PROVIDER (tests). */
  pinProvider?: PinProvider;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** The clock of the sign-in throttle (tests move it on). */
  now?: () => number;
}

const processId = randomUUID().slice(0, 8);
let requestCounter = 0;

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // The request line never carries a reset token or a checkout session in clear.
            serializers: { req: serializeRequest },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    // A caller's id is kept; otherwise this process's random prefix and a counter, unique across processes.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && given.length <= 128
        ? given
        : `${processId}-${(requestCounter++).toString(36)}`;
    },
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A client that announces a body and stops sending must not hold a connection for minutes.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body (spec: "empty body" POSTs) is read as no body, not as an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  registerRequestDeadline(app, config.REQUEST_TIMEOUT_MS);

  const db = database.db;
  app.decorate('db', db);
  app.decorate('config', config);

  // External plugins.
  registerSecurityHeaders(app, {
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID),
    hsts: config.publicUrl.startsWith('https:'),
  });
  // Same-origin needs no CORS; the plugin is only there when other origins are allowed.
  if (config.CORS_ORIGINS.length > 0) await app.register(cors, { origin: config.CORS_ORIGINS });
  // Counters live in Redis when several processes serve the shop, in memory otherwise; while
  // Redis does not answer, each process counts on its own (docs/decisions/017).
  const redis = config.REDIS_URL
    ? connectRedis(config.REDIS_URL, app.log, config.REDIS_TIMEOUT_MS)
    : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisWithLocalFallback(redis, 'navihub-rate-limit-') } : {}),
  });
  if (redis) {
    // The first requests count in Redis too, unless it does not answer within its timeout.
    app.addHook('onReady', () => redis.connected());
    app.addHook('onClose', () => redis.close());
  }
  await app.register(swagger, apiDocumentOptions({ brand: config.BRAND_NAME, publicUrl: config.publicUrl }));
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Our own plugins.
  const mailWorker = createMailWorker({
    db,
    transport: opts.mailTransport ?? createMailTransport(config.SMTP_URL),
    from: config.MAIL_FROM,
    pollMs: config.MAIL_POLL_MS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    retryHours: config.MAIL_RETRY_HOURS,
    log: app.log,
  });
  app.decorate('mailWorker', mailWorker);
  const tokens = createTokenSigner({
    secret: config.JWT_SECRET,
    accessTtl: config.ACCESS_TOKEN_TTL,
    refreshTtl: config.REFRESH_TOKEN_TTL,
  });
  const fulfilment = createFulfilment({
    db,
    provider: opts.pinProvider ?? pinProviderFromConfig(config),
    brand: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    onMailQueued: () => mailWorker.nudge(),
  });
  const jobWorker = createJobWorker({
    db,
    handlers: {
      [FULFIL_ORDER_JOB]: {
        ...fulfilment.job,
        maxAttempts: config.SUPPLIER_MAX_ATTEMPTS,
        backoff: (attempts) => Math.min(5 * 2 ** (attempts - 1), 300),
      },
    },
    pollMs: config.JOB_POLL_MS,
    log: app.log,
  });
  app.decorate('jobWorker', jobWorker);
  await app.register(authenticatePlugin, { db, tokens });
  registerErrorHandler(app);

  // Routes.
  const auth = createAuthService({
    db,
    tokens,
    brand: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    publicUrl: config.publicUrl,
    resetTtlSeconds: config.RESET_TOKEN_TTL,
    onMailQueued: () => mailWorker.nudge(),
  });
  await app.register(healthRoutes, { db });
  await app.register(siteRoutes, {
    site: {
      brand: config.BRAND_NAME,
      support_email: config.SUPPORT_EMAIL,
      google_client_id: config.GOOGLE_CLIENT_ID ?? null,
      remote_services: config.REMOTE_SERVICES,
    },
  });
  await app.register(authRoutes, {
    auth,
    verification: createEmailVerification({
      db,
      brand: config.BRAND_NAME,
      publicUrl: config.publicUrl,
      ttlSeconds: config.EMAIL_CONFIRMATION_TTL,
      onMailQueued: () => mailWorker.nudge(),
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
      redis,
      now: opts.now,
    }),
  });
  await app.register(accountRoutes, { account: createAccountService({ db }) });
  await app.register(catalogRoutes, { db, cacheMs: config.CATALOG_CACHE_MS });
  await app.register(codesRoutes, {
    codes: createCodesService({
      db,
      subscriptionDailyLimit: config.SUBSCRIPTION_DAILY_LIMIT,
      onJobQueued: () => jobWorker.nudge(),
    }),
  });
  let checkout: CheckoutProvider;
  let devCheckout: DevCheckout | undefined;
  if (config.stripe) checkout = opts.checkout ?? createStripeCheckout(config.stripe);
  else {
    devCheckout = createDevCheckout({ db, publicUrl: config.publicUrl });
    checkout = opts.checkout ?? devCheckout;
  }
  const payments = createPaymentsService({
    db,
    checkout,
    publicUrl: config.publicUrl,
    brand: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    sessionTtlSeconds: config.CHECKOUT_SESSION_TTL,
    onJobQueued: () => jobWorker.nudge(),
    onMailQueued: () => mailWorker.nudge(),
  });
  const paymentExpiry = createPaymentExpiry({
    payments,
    pollMs: config.PAYMENT_EXPIRY_POLL_MS,
    log: app.log,
  });
  app.decorate('paymentExpiry', paymentExpiry);
  await app.register(bundleRoutes, { db });
  await app.register(paymentRoutes, { payments, checkoutPerMinute: config.CHECKOUT_PER_MINUTE });
  await app.register(webhookRoutes, { db, checkout, payments });
  if (devCheckout && config.devStandIns) {
    await app.register(devCheckoutRoutes, { checkout: devCheckout, payments, brand: config.BRAND_NAME });
  }
  await app.register(vinRoutes);
  await app.register(converterRoutes, {
    maxFileBytes: config.CONVERT_MAX_FILE_BYTES,
    maxFiles: config.CONVERT_MAX_FILES,
    maxModules: config.CONVERT_MAX_MODULES,
    perMinute: config.CONVERT_PER_MINUTE,
    maxRequestBytes: config.CONVERT_MAX_REQUEST_BYTES,
    bytesPerMinute: config.CONVERT_BYTES_PER_MINUTE,
    concurrency: config.CONVERT_CONCURRENCY,
    readTimeoutMs: config.CONVERT_READ_TIMEOUT_MS,
  });
  if (config.devMailbox && config.devStandIns) await app.register(mailboxRoutes, { db });

  await registerWebApp(app, config.WEB_DIST);
  app.addHook('onClose', async () => {
    await paymentExpiry.stop();
    await jobWorker.stop();
    await mailWorker.stop();
  });
  return app;
}
