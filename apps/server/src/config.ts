/** Environment parsed once at start-up; production refuses dev-only settings with a clear message. */
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_REMOTE_SERVICES } from '@navihub/contract/messages';
import { WRITTEN_LOCALES } from '@navihub/contract/locales';
import { DEFAULT_PIN_PATTERN } from '@navihub/contract/backoffice';

export const DEV_JWT_SECRET = 'navihub-dev-secret-change-me-in-production-0000';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const list = (fallback: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? [...fallback]
        : v
            .split(/[;\n]/)
            .map((s) => s.trim())
            .filter(Boolean),
    );

/** proxy-addr's names for the reserved ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIP(mask) === 4; // 10.0.0.0/255.0.0.0
}

/**
 * Whose X-Forwarded-For to believe (docs/decisions/014): `false`, a hop count, or the proxies'
 * addresses. `true` would believe whatever the client writes, so it is refused.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((v, ctx): false | number | string[] => {
    const value = v.trim();
    if (value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would take the client address from whatever X-Forwarded-For a client sends; give the number of proxies in front of the shop (e.g. 1) or their addresses (e.g. 10.0.0.0/8).',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(/[;,\s]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected false, a hop count or proxy addresses/CIDRs; not an address: ${bad.join(', ') || value}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for the setting. Fastify 5 ignores a bare hop count (it trusts no proxy
 * then), so a count becomes a function that believes that many hops nearest the shop.
 */
export function fastifyTrustProxy(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  /** A whole request, headers and body, must arrive within this time (converter uploads included). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** A connection on which nothing moves for this long is closed (a client that stopped sending). */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Where Prometheus scrapes `/metrics`: a listener of its own, never the shop's port; port 0 turns it off. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** Past this event-loop delay (ms) requests are refused with 503 and Retry-After; 0 turns it off. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** On SIGTERM, /readyz answers 503 for this long (ms) while requests are still served, then the shop closes. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(20),
  /**
   * Where the wake-up connection LISTENs (decision 031), when DATABASE_URL goes through a pooler
   * in transaction mode (PgBouncer), which does not keep a session's LISTEN: the database's direct
   * address. Unset: DATABASE_URL.
   */
  DATABASE_LISTEN_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  WEB_DIST: z.string().default(path.resolve(serverDir, '../web/dist')),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').default(DEV_JWT_SECRET),
  ACCESS_TOKEN_TTL: seconds(5 * 60),
  REFRESH_TOKEN_TTL: seconds(24 * 60 * 60),
  RESET_TOKEN_TTL: seconds(60 * 60),
  EMAIL_CONFIRMATION_TTL: seconds(3 * 24 * 60 * 60),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('NaviHub <no-reply@navihub.example>'),
  MAIL_POLL_MS: z.coerce.number().int().positive().default(2000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(8),
  MAIL_RETRY_HOURS: z.coerce.number().min(0).default(24),
  CORS_ORIGINS: list([]),
  BRAND_NAME: z.string().default('NaviHub'),
  SUPPORT_EMAIL: z.email().default('support@navihub.example'),
  /**
   * The seller as the legal notice, terms and invoices name them (issue 32): placeholders until
   * the operator sets them. SELLER_ADDRESS: lines separated by `;` or new lines; SELLER_COUNTRY:
   * ISO 3166 alpha-2 (`XX`: not set). SELLER_VAT_ID or SELLER_REGISTER `none`: the seller has none.
   */
  SELLER_NAME: z.string().default('set SELLER_NAME'),
  SELLER_ADDRESS: z.string().default('set SELLER_ADDRESS'),
  SELLER_EMAIL: z.string().default('set SELLER_EMAIL'),
  SELLER_VAT_ID: z.string().default('set SELLER_VAT_ID'),
  SELLER_REGISTER: z.string().default('set SELLER_REGISTER'),
  SELLER_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'SELLER_COUNTRY must be an ISO 3166 alpha-2 code such as DE.')
    .default('XX'),
  /**
   * Put before each invoice number (`<prefix>2026-000123`) and credit note number
   * (`<prefix>CN-2026-000007`), decision 054.
   */
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9-]{0,16}$/, 'INVOICE_PREFIX may hold up to 16 letters, digits and dashes.')
    .default(''),
  /**
   * Taxes (decision 065). TAX_MODE `off` (the default): no tax, every price is what is charged.
   * `oss`: the customer's country decides the rate (EU One-Stop-Shop for digital services); the
   * catalogue's prices are then net and the tax is added at checkout. TAX_RATES overrides or adds
   * rates per country over the shipped table of EU standard rates (`DE:19,AT:20,CH:8.1`; a country
   * missing from both is charged 0). IP_COUNTRY_HEADER: the header a proxy puts the caller's
   * country in (`cf-ipcountry`), the second piece of location evidence; unset: none.
   */
  TAX_MODE: z.enum(['off', 'oss']).default('off'),
  TAX_RATES: z
    .string()
    .regex(
      /^\s*([A-Za-z]{2}\s*:\s*\d{1,2}(\.\d{1,2})?\s*(,\s*|$))*$/,
      'TAX_RATES must list country:percent pairs such as DE:19,AT:20,CH:8.1.',
    )
    .default(''),
  IP_COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]*$/, 'IP_COUNTRY_HEADER must be a header name in lower case.')
    .default(''),
  /**
   * VIES_CHECK `on`: a business buyer's EU VAT number is checked with the EU's VIES service
   * (VIES_URL, its REST check) before reverse charge is granted; an answer later than
   * VIES_TIMEOUT_MS or an outage never blocks a sale (tax is charged then).
   */
  VIES_CHECK: z.enum(['on', 'off']).default('off'),
  VIES_URL: z.url().default('https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'),
  VIES_TIMEOUT_MS: z.coerce.number().int().positive().max(30_000).default(3000),
  /**
   * A folder with the operator's own legal texts (`terms.md`, `withdrawal.md`, `privacy.md`,
   * `imprint.md`, decision 056), read at start; a page without its file shows the shop's template.
   */
  LEGAL_DIR: z.string().optional(),
  REMOTE_SERVICES: list(DEFAULT_REMOTE_SERVICES),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: list(['accounts.google.com', 'https://accounts.google.com']),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /**
   * on: webhook URLs may be plain HTTP and private, loopback or link-local addresses (tests, a
   * private network); off: never. Unset: only while the dev stand-ins are served (decision 060).
   */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['on', 'off']).optional(),
  /** How long a webhook delivery waits for the endpoint's answer. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Requests one API key may send a minute (docs/decisions/053). */
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Failed sign-ins on one account, from any address, before it is refused for a while. */
  SIGN_IN_FAILURES_BEFORE_LOCK: z.coerce.number().int().positive().default(5),
  /** The first refusal's length in seconds; it doubles with each further failure up to the maximum. */
  SIGN_IN_LOCK_SECONDS: seconds(60),
  SIGN_IN_LOCK_MAX_SECONDS: seconds(15 * 60),
  PIN_PROVIDER: z.enum(['demo', 'supplier', 'manual']).default('demo'),
  DEMO_PIN_SECRET: z.string().min(16).default('navihub-demo-pin-secret'),
  SUPPLIER_URL: z.url().optional(),
  SUPPLIER_API_KEY: z.string().optional(),
  SUPPLIER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SUPPLIER_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  /** A regular expression every PIN staff enter by hand must match (back-office, `orders fulfil`). */
  PIN_PATTERN: z
    .string()
    .default(DEFAULT_PIN_PATTERN)
    .refine((pattern) => {
      try {
        new RegExp(pattern);
        return true;
      } catch {
        return false;
      }
    }, 'PIN_PATTERN must be a regular expression.'),
  /**
   * E-mail every staff and admin account when a paid order starts waiting for a PIN by hand;
   * unset: on with PIN_PROVIDER=manual, off otherwise.
   */
  STAFF_ORDER_ALERTS: z.enum(['on', 'off']).optional(),
  /**
   * What a staff member (not an admin, not the operator CLI) may do alone (decision 042): points
   * given or taken at once and per UTC day, and the largest card refund, in the shop's currency.
   */
  STAFF_POINTS_PER_ACTION: z.coerce.number().int().min(0).default(10),
  STAFF_POINTS_PER_DAY: z.coerce.number().int().min(0).default(50),
  STAFF_REFUND_LIMIT: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'STAFF_REFUND_LIMIT must be an amount such as 100.00.')
    .default('100.00')
    .transform((amount) => Math.round(Number(amount) * 100)),
  /** PINs one staff member (or admin) may reveal in the back-office within an hour. */
  STAFF_PIN_REVEALS_PER_HOUR: z.coerce.number().int().positive().default(30),
  // Fair use: codes a subscriber may order a day with the subscription (then points, or 429);
  // 0 turns the limit off.
  SUBSCRIPTION_DAILY_LIMIT: z.coerce.number().int().min(0).default(50),
  JOB_POLL_MS: z.coerce.number().int().positive().default(1000),
  /**
   * `off`: this process runs no background jobs and leaves the ones it queues to the processes
   * that do (woken at once on PostgreSQL, decision 031).
   */
  JOB_WORKER: z.enum(['on', 'off']).default('on'),
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  CONVERT_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  CONVERT_MAX_FILES: z.coerce.number().int().positive().default(20),
  CONVERT_MAX_MODULES: z.coerce.number().int().positive().default(1000),
  CONVERT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Card checkouts (PIN and bundles) started per client address and minute. */
  CHECKOUT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Seconds a customer has to pay a checkout; Stripe allows 30 minutes to 24 hours (its default). */
  CHECKOUT_SESSION_TTL: z.coerce.number().int().min(1800).max(86_400).default(86_400),
  /** How often unpaid checkouts past their lifetime are looked for and expired. */
  PAYMENT_EXPIRY_POLL_MS: z.coerce.number().int().positive().default(60_000),
  /** Sent mail (its body is emptied when sent) is deleted after this many days. */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /** IP addresses of orders and payments are removed after this many days (decision 055). */
  IP_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
  /** Accounts whose address was never confirmed are erased this many days after sign-up (decision 055). */
  UNCONFIRMED_ACCOUNT_DAYS: z.coerce.number().int().min(1).default(30),
  /** Finished background jobs are deleted after this many days; failed ones are kept for the operator. */
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).default(14),
  /** How often the retention sweep deletes what is past its days. */
  RETENTION_POLL_MS: z.coerce.number().int().positive().default(3_600_000),
  CONVERT_MAX_REQUEST_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024 * 1024),
  CONVERT_BYTES_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  CONVERT_CONCURRENCY: z.coerce.number().int().positive().default(2),
  CONVERT_READ_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /**
   * The payment methods the dev checkout page says Stripe Checkout would offer (comma-separated,
   * as the operator enabled them in the Stripe Dashboard); only shown, never sent to Stripe.
   */
  STRIPE_PAYMENT_METHODS_PREVIEW: z.string().trim().default('card'),
  /** PayPal REST app credentials (decision 028); without them only the dev stand-in offers PayPal. */
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  /** The id of the webhook registered for this shop, for verify-webhook-signature. */
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
  /** Overrides the API address PAYPAL_ENV names (the tests' fake PayPal). */
  PAYPAL_API_URL: z.url().optional(),
  /** Shared counters (rate limits, sign-in throttling) when several processes serve the shop. */
  REDIS_URL: z.string().optional(),
  /** Connect and command timeout of Redis; past it a process counts on its own. */
  REDIS_TIMEOUT_MS: z.coerce.number().int().positive().default(200),
  /**
   * auto: the dev checkout, PayPal page and mailbox only where no other machine reaches the shop
   * (loopback HOST and PUBLIC_URL, no TRUST_PROXY), and only to callers on this machine; on: to
   * every caller (a trusted demo network; decision 041).
   */
  DEV_STANDINS: z.enum(['auto', 'on']).default('auto'),
  TRUST_PROXY: trustProxy,
});

/** Every setting the server reads from its environment (the README's table lists each one). */
export const SETTINGS: readonly string[] = Object.keys(envSchema.shape);

type Env = z.infer<typeof envSchema>;

/** Stripe, when STRIPE_SECRET_KEY is set (the dev checkout stands in otherwise). */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  host: string | undefined;
  port: number | undefined;
  protocol: 'http' | 'https' | undefined;
}

/** PayPal, when PAYPAL_CLIENT_ID is set (the dev stand-in offers PayPal otherwise, never in production). */
export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiUrl: string;
}

/** The PIN supplier's API, when PIN_PROVIDER=supplier. */
export interface SupplierConfig {
  url: string;
  apiKey: string;
  timeoutMs: number;
  maxAttempts: number;
}

export type Config = Env & {
  publicUrl: string;
  devMailbox: boolean;
  /** The dev checkout's and dev mailbox's pages are served (each only while its stand-in is in use). */
  devStandIns: boolean;
  /** Each provider's settings, complete, or undefined when that provider is not in use. */
  stripe: StripeConfig | undefined;
  paypal: PaypalConfig | undefined;
  supplier: SupplierConfig | undefined;
  /** STAFF_ORDER_ALERTS, its default applied. */
  staffOrderAlerts: boolean;
  /** REMOTE_SERVICES_<LANG> by language code ('de'), for the languages it is set for (decision 067). */
  remoteServicesByLanguage: Readonly<Record<string, string[]>>;
};

/** A provider's settings that belong together; each problem is a whole message of its own. */
const PROVIDER_PROBLEMS = {
  supplier: 'PIN_PROVIDER=supplier needs SUPPLIER_URL and SUPPLIER_API_KEY.',
  stripe: 'STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET (the signing secret of the webhook endpoint).',
  paypal: 'PAYPAL_CLIENT_ID needs PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID.',
};

/**
 * The environment and what follows from it, parsed in one pass: a provider's settings become one
 * object only when they are complete, so no reader has to assert that a variable is set.
 */
const configSchema = envSchema.transform((cfg, ctx): Omit<Config, 'remoteServicesByLanguage'> => {
  let supplier: SupplierConfig | undefined;
  if (cfg.PIN_PROVIDER === 'supplier') {
    if (!cfg.SUPPLIER_URL || !cfg.SUPPLIER_API_KEY) {
      ctx.addIssue({ code: 'custom', message: PROVIDER_PROBLEMS.supplier, path: [] });
      return z.NEVER;
    }
    supplier = {
      url: cfg.SUPPLIER_URL,
      apiKey: cfg.SUPPLIER_API_KEY,
      timeoutMs: cfg.SUPPLIER_TIMEOUT_MS,
      maxAttempts: cfg.SUPPLIER_MAX_ATTEMPTS,
    };
  }
  let stripe: StripeConfig | undefined;
  if (cfg.STRIPE_SECRET_KEY) {
    if (!cfg.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', message: PROVIDER_PROBLEMS.stripe, path: [] });
      return z.NEVER;
    }
    stripe = {
      secretKey: cfg.STRIPE_SECRET_KEY,
      webhookSecret: cfg.STRIPE_WEBHOOK_SECRET,
      host: cfg.STRIPE_API_HOST,
      port: cfg.STRIPE_API_PORT,
      protocol: cfg.STRIPE_API_PROTOCOL,
    };
  }
  let paypal: PaypalConfig | undefined;
  if (cfg.PAYPAL_CLIENT_ID) {
    if (!cfg.PAYPAL_CLIENT_SECRET || !cfg.PAYPAL_WEBHOOK_ID) {
      ctx.addIssue({ code: 'custom', message: PROVIDER_PROBLEMS.paypal, path: [] });
      return z.NEVER;
    }
    paypal = {
      clientId: cfg.PAYPAL_CLIENT_ID,
      clientSecret: cfg.PAYPAL_CLIENT_SECRET,
      webhookId: cfg.PAYPAL_WEBHOOK_ID,
      apiUrl: (
        cfg.PAYPAL_API_URL ??
        (cfg.PAYPAL_ENV === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com')
      ).replace(/\/$/, ''),
    };
  }
  return {
    ...cfg,
    publicUrl: (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, ''),
    devMailbox: !cfg.SMTP_URL,
    devStandIns:
      cfg.NODE_ENV !== 'production' && (cfg.DEV_STANDINS === 'on' || notLocalBecause(cfg).length === 0),
    stripe,
    paypal,
    supplier,
    staffOrderAlerts: (cfg.STAFF_ORDER_ALERTS ?? (cfg.PIN_PROVIDER === 'manual' ? 'on' : 'off')) === 'on',
  };
});

/**
 * Why callers from other machines could reach the shop (decision 041): it listens on another
 * address, a proxy forwards to it, or its public address is not this machine. Empty: only this
 * machine reaches it.
 */
function notLocalBecause(cfg: Pick<Env, 'HOST' | 'TRUST_PROXY' | 'PUBLIC_URL'>): string[] {
  return [
    ...(isLoopbackHost(cfg.HOST) ? [] : [`HOST=${cfg.HOST} is not a loopback address`]),
    ...(cfg.TRUST_PROXY === false ? [] : ['TRUST_PROXY is set, so callers come through a proxy']),
    ...(cfg.PUBLIC_URL === undefined || isLoopbackHost(new URL(cfg.PUBLIC_URL).hostname)
      ? []
      : [`PUBLIC_URL=${cfg.PUBLIC_URL} is not a loopback address`]),
  ];
}

/** localhost, 127.0.0.0/8 and ::1: an address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  const v4 = h.startsWith('::ffff:') ? h.slice('::ffff:'.length) : h;
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  if (!net.isIPv6(h)) return false;
  const loopback = new net.BlockList();
  loopback.addAddress('::1', 'ipv6');
  return loopback.check(h, 'ipv6');
}

export class ConfigError extends Error {}

/** The languages a remote services list can be set for: the shop's and the planned ones, English aside. */
export const REMOTE_SERVICES_LANGUAGES: readonly string[] = WRITTEN_LOCALES.map((l) => l.code).filter(
  (code) => code !== 'en',
);

/**
 * REMOTE_SERVICES_<LANG> (`REMOTE_SERVICES_DE="Codierung;Regionsumstellung"`): the home page's
 * remote services in a language, by its code (decision 067). Not in the settings' schema, as one
 * setting per language; a variable naming no language the shop speaks or plans is refused.
 */
function remoteServicesByLanguageOf(env: Record<string, string | undefined>): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(env)) {
    const match = /^REMOTE_SERVICES_(.+)$/.exec(name);
    if (!match || value === undefined) continue;
    const code = match[1]!.toLowerCase();
    if (!REMOTE_SERVICES_LANGUAGES.includes(code)) {
      throw new ConfigError(
        `Invalid configuration:\n  ${name}: no language ${code}; set REMOTE_SERVICES_<LANG> for one of ${REMOTE_SERVICES_LANGUAGES.join(', ')}.`,
      );
    }
    lists[code] = value
      .split(/[;\n]/)
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return lists;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset (`DATABASE_URL= npm start` uses the embedded database).
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(set);
  if (!parsed.success) {
    // A missing provider setting is a sentence of its own; any other names its variable.
    const lines = parsed.error.issues.map((i) =>
      i.path.length === 0 ? `  ${i.message}` : `  ${i.path.join('.')}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config: Config = { ...parsed.data, remoteServicesByLanguage: remoteServicesByLanguageOf(set) };
  if (config.NODE_ENV === 'production') assertProductionReady(config);
  else assertStandInsLocal(config);
  return config;
}

/**
 * The dev mailbox shows every reset link and the dev checkout marks anything paid: where other
 * machines reach the shop (its address, a proxy, its public address) they are refused unless the
 * operator says so (DEV_STANDINS=on). Each request is judged too (lib/dev-stand-in-callers.ts).
 */
function assertStandInsLocal(config: Config): void {
  if (config.devStandIns) return;
  const inUse = [
    ...(config.stripe ? [] : ['the dev checkout (STRIPE_SECRET_KEY is not set)']),
    ...(config.SMTP_URL ? [] : ['the dev mailbox (SMTP_URL is not set)']),
  ];
  if (inUse.length === 0) return;
  throw new ConfigError(
    `Refusing to start: ${notLocalBecause(config).join('; ')}, and other machines could reach ${inUse.join(' and ')}.\n` +
      '  Set the missing settings, serve the shop to this machine only (loopback HOST and PUBLIC_URL, no TRUST_PROXY), or set DEV_STANDINS=on to serve the stand-ins to every caller.',
  );
}

/** Dev stand-ins play the outside world only; a production shop must be wired to the real one. */
function assertProductionReady(config: Config): void {
  const problems: string[] = [];
  if (config.JWT_SECRET === DEV_JWT_SECRET)
    problems.push('JWT_SECRET is the development default; set a secret of 32+ characters.');
  if (!config.SMTP_URL) problems.push('SMTP_URL is not set; the dev mailbox is not allowed in production.');
  if (!config.PUBLIC_URL)
    problems.push('PUBLIC_URL is not set; e-mail links need the public address of the shop.');
  if (config.PIN_PROVIDER === 'demo')
    problems.push('PIN_PROVIDER is demo; choose supplier or manual in production.');
  if (!config.stripe)
    problems.push('STRIPE_SECRET_KEY is not set; the dev checkout is not allowed in production.');
  if (config.DEV_STANDINS === 'on') problems.push('DEV_STANDINS=on is not allowed in production.');
  if (config.TAX_MODE === 'oss' && config.SELLER_COUNTRY === 'XX')
    problems.push("TAX_MODE=oss needs SELLER_COUNTRY: the seller's country decides reverse charge.");
  // Every invoice names the seller (decision 054): not the placeholders.
  if (['', 'set SELLER_NAME'].includes(config.SELLER_NAME.trim()))
    problems.push('SELLER_NAME is not set; invoices must name the seller.');
  if (['', 'set SELLER_ADDRESS'].includes(config.SELLER_ADDRESS.trim()))
    problems.push("SELLER_ADDRESS is not set; invoices must give the seller's address.");
  if (problems.length > 0) {
    throw new ConfigError(`Refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
