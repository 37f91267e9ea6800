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
import { accountPlugin } from './modules/account/index.js';
import { accountDataPlugin } from './modules/account-data/index.js';
import { apiKeyAccessPlugin, apiKeysPlugin } from './modules/api-keys/index.js';
import { idempotencyPlugin } from './modules/idempotency/index.js';
import { authPlugin } from './modules/auth/index.js';
import { bulkOrdersPlugin } from './modules/bulk-orders/index.js';
import { bundlesPlugin, listSubscriptionBundles } from './modules/bundles/index.js';
import { catalogPlugin, codePriceCents, priceBody } from './modules/catalog/index.js';
import { ordersPlugin } from './modules/orders/index.js';
import { webhooksPlugin } from './modules/webhooks/index.js';
import { backofficePlugin } from './modules/backoffice/index.js';
import { converterPlugin } from './modules/converter/index.js';
import { healthPlugin } from './modules/health/index.js';
import { invoicesPlugin } from './modules/invoices/index.js';
import { jobsPlugin } from './modules/jobs/index.js';
import { mailPlugin } from './modules/mail/index.js';
import { retentionPlugin } from './modules/retention/index.js';
import { metricsPlugin } from './modules/metrics/index.js';
import type { MailTransport } from './modules/mail/index.js';
import { paymentsPlugin } from './modules/payments/index.js';
import { sitePlugin, siteConfigOf } from './modules/site/index.js';
import { vinPlugin } from './modules/vin/index.js';
import { withdrawalsPlugin } from './modules/withdrawals/index.js';
import type { CheckoutProvider } from './providers/payment/provider.js';
import type { PinProvider } from './providers/pin/provider.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerLoadShedding } from './plugins/load-shedding.js';
import { registerRequestDeadline } from './plugins/request-deadline.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { serializeRequest } from './lib/log-redaction.js';
import { keepRecentRequestIds } from './lib/recent-requests.js';
import { redisWithLocalFallback } from './lib/rate-limit-store.js';
import { connectRedis } from './lib/redis-link.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
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
  // A failure no handler awaited is logged with the requests started last (graceful-close.ts).
  keepRecentRequestIds(app);

  app.decorate('db', database.db);
  app.decorate('config', config);

  // External plugins. Load shedding first: an overloaded process refuses before doing any work.
  await registerLoadShedding(app, config.MAX_EVENT_LOOP_DELAY_MS);
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
  registerErrorHandler(app);
  // Before the routes, so that every answer is timed (docs/decisions/025).
  await app.register(metricsPlugin, { pool: database.pool });
  // Before every area's routes, whose hooks they add: what an API key may call, and
  // Idempotency-Key on the POSTs that create an order or a payment (docs/decisions/053).
  await app.register(apiKeyAccessPlugin);
  await app.register(idempotencyPlugin);

  // The shop's modules, in order: each names the modules it needs, and Fastify refuses to start
  // when one is missing or comes later.
  await app.register(mailPlugin, { transport: opts.mailTransport, wakeUps: database.wakeUps });
  await app.register(jobsPlugin, { wakeUps: database.wakeUps });
  await app.register(retentionPlugin);
  await app.register(authPlugin, { redis, now: opts.now });
  await app.register(accountPlugin);
  await app.register(apiKeysPlugin);
  await app.register(accountDataPlugin);
  await app.register(catalogPlugin);
  // Payments before what it sells: orders and bundles register their sales with it (decision 049).
  await app.register(paymentsPlugin, { checkout: opts.checkout });
  await app.register(ordersPlugin, { pinProvider: opts.pinProvider });
  await app.register(bulkOrdersPlugin);
  await app.register(bundlesPlugin);
  await app.register(invoicesPlugin);
  // After orders, whose events it listens to (decision 060).
  await app.register(webhooksPlugin, { now: opts.now });
  await app.register(backofficePlugin);
  await app.register(converterPlugin);
  await app.register(vinPlugin);
  await app.register(withdrawalsPlugin);
  await app.register(sitePlugin);
  await app.register(healthPlugin, { redis });

  // Last: the web app answers every page address no route above took.
  // Pages carry the site config in their language, /subscription the bundles on offer and the home
  // page the price of a code (docs/decisions/038, 067).
  await registerWebApp(app, config.WEB_DIST, {
    site: (locale) => siteConfigOf(config, locale),
    subscriptionBundles: (locale) => listSubscriptionBundles(app.db, locale),
    codePrice: async () => priceBody(await codePriceCents(app.db)),
    publicUrl: config.PUBLIC_URL,
  });
  return app;
}
