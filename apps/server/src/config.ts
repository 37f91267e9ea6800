/** Environment parsed once at start-up; production refuses dev-only settings with a clear message. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_REMOTE_SERVICES } from '@navihub/contract/messages';

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

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(20),
  DATA_DIR: z.string().default('./data'),
  WEB_DIST: z.string().default(path.resolve(serverDir, '../web/dist')),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').default(DEV_JWT_SECRET),
  ACCESS_TOKEN_TTL: seconds(5 * 60),
  REFRESH_TOKEN_TTL: seconds(24 * 60 * 60),
  RESET_TOKEN_TTL: seconds(60 * 60),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('NaviHub <no-reply@navihub.example>'),
  MAIL_POLL_MS: z.coerce.number().int().positive().default(2000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(8),
  CORS_ORIGINS: list([]),
  BRAND_NAME: z.string().default('NaviHub'),
  SUPPORT_EMAIL: z.email().default('support@navihub.example'),
  REMOTE_SERVICES: list(DEFAULT_REMOTE_SERVICES),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: list(['accounts.google.com', 'https://accounts.google.com']),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(10),
  PIN_PROVIDER: z.enum(['demo', 'supplier', 'manual']).default('demo'),
  DEMO_PIN_SECRET: z.string().min(16).default('navihub-demo-pin-secret'),
  SUPPLIER_URL: z.url().optional(),
  SUPPLIER_API_KEY: z.string().optional(),
  SUPPLIER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SUPPLIER_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  SUBSCRIPTION_DAILY_LIMIT: z.coerce.number().int().min(0).default(0),
  JOB_POLL_MS: z.coerce.number().int().positive().default(1000),
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  CONVERT_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  CONVERT_MAX_FILES: z.coerce.number().int().positive().default(20),
  CONVERT_MAX_MODULES: z.coerce.number().int().positive().default(1000),
  CONVERT_PER_MINUTE: z.coerce.number().int().positive().default(30),
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
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof envSchema> & { publicUrl: string; devMailbox: boolean };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset (`DATABASE_URL= npm start` uses the embedded database).
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  const config: Config = {
    ...cfg,
    publicUrl: (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, ''),
    devMailbox: !cfg.SMTP_URL,
  };
  if (cfg.PIN_PROVIDER === 'supplier' && (!cfg.SUPPLIER_URL || !cfg.SUPPLIER_API_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  PIN_PROVIDER=supplier needs SUPPLIER_URL and SUPPLIER_API_KEY.',
    );
  }
  if (cfg.STRIPE_SECRET_KEY && !cfg.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET (the signing secret of the webhook endpoint).',
    );
  }
  if (cfg.NODE_ENV === 'production') assertProductionReady(config);
  return config;
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
  if (!config.STRIPE_SECRET_KEY)
    problems.push('STRIPE_SECRET_KEY is not set; the dev checkout is not allowed in production.');
  if (problems.length > 0) {
    throw new ConfigError(`Refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
