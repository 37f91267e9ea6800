/**
 * Test harness: a fresh database per test file (in-memory PGlite, or a throw-away database on the
 * PostgreSQL server named by DATABASE_URL), the real app, and a mail transport that records.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { errorCodes, type ErrorCode } from '@navihub/contract/api/errors';
import { findEndpoint } from '@navihub/contract/api/all-endpoints';
import { buildApp } from '../app.js';
import type { AnswerBody, Json } from './answer-types.js';
import { answerSchemaOf } from '../lib/endpoint-route.js';
import { loadConfig, type Config } from '../config.js';
import { migrateDatabase, openDatabase, type Database } from '../db/client.js';
import { seedDatabase } from '../seed/seed-database.js';
import { completeOrder, failOrder } from '../modules/orders/index.js';
import type { MailTransport, OutgoingMail } from '../modules/mail/index.js';
import type { PinProvider } from '../providers/pin/provider.js';

export interface RecordingTransport extends MailTransport {
  sent: OutgoingMail[];
  failNext: number;
}

export function recordingTransport(): RecordingTransport {
  const transport: RecordingTransport = {
    name: 'smtp',
    sent: [],
    failNext: 0,
    async send(mail) {
      if (transport.failNext > 0) {
        transport.failNext--;
        throw new Error('SMTP peer refused the message');
      }
      transport.sent.push(mail);
    },
    close() {},
  };
  return transport;
}

/** A database of its own for one test file; `drop` removes it again. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    await migrateDatabase(database);
    await seedDatabase(database.db);
    return database;
  }
  const name = `navihub_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  await migrateDatabase(database);
  await seedDatabase(database.db);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    CHECKOUT_PER_MINUTE: '1000',
    MAIL_POLL_MS: '60000',
    // The event loop's delay is the whole process's: a test building a database would shed the
    // requests of another shop in the same process. load-shedding.test.ts turns it on.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
}

export interface TestShop {
  app: FastifyInstance;
  database: Database;
  mail: RecordingTransport;
  config: Config;
  close(): Promise<void>;
}

export async function createTestShop(
  env: Record<string, string> = {},
  database?: Database,
  setup?: (app: FastifyInstance) => void,
  overrides: {
    pinProvider?: PinProvider;
    now?: () => number;
    /** The shop logs (at its LOG_LEVEL) to this instead of nowhere. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestShop> {
  const db = database ?? (await createTestDatabase());
  const config = testConfig(env);
  const mail = recordingTransport();
  const app = await buildApp({
    config,
    database: db,
    mailTransport: mail,
    logger: overrides.logStream !== undefined,
    ...overrides,
  });
  setup?.(app);
  await app.ready();
  return {
    app,
    database: db,
    mail,
    config,
    async close() {
      await app.close();
      if (!database) await db.close();
    },
  };
}

/** Completing (a PIN recorded as `manual`) and failing of orders, as the orders module does them. */
export function staffFulfilment(shop: TestShop) {
  const deps = {
    db: shop.database.db,
    brand: shop.config.BRAND_NAME,
    supportEmail: shop.config.SUPPORT_EMAIL,
    publicUrl: shop.config.publicUrl,
    onMailQueued: () => shop.app.mailWorker.nudge(),
  };
  return {
    completeOrder: (orderId: string, pin: string, demo: boolean) =>
      completeOrder({ ...deps, providerName: 'manual' }, orderId, pin, demo),
    failOrder: (orderId: string, reason: string) => failOrder(deps, orderId, reason),
  };
}

export type { Json } from './answer-types.js';

/**
 * One request to the app. Every JSON answer is checked against the contract at run time, and its
 * body is typed with the endpoint the method and address reach (`answer-types.ts`), so a test that
 * reads a field the contract does not declare fails to compile.
 */
export async function call<const M extends InjectOptions['method'] & string, const U extends string>(
  app: FastifyInstance,
  method: M,
  url: U,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: AnswerBody<M, U>; res: LightMyRequestResponse }> {
  const res = await app.inject({
    method,
    url,
    payload: opts.body === undefined ? undefined : (opts.body as InjectOptions['payload']),
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
  });
  let body: Json = {};
  let isJson = false;
  try {
    body = res.body ? (JSON.parse(res.body) as Json) : {};
    isJson = res.body !== '';
  } catch {
    body = { raw: res.body };
  }
  if (isJson) expectContractAnswer(String(method), url, res.statusCode, body);
  return { status: res.statusCode, body: body as AnswerBody<M, U>, res };
}

/**
 * An error answer's field messages (`{ field: [message] }`, decision 022). No success shape declares
 * them, so a test that reads one says so.
 */
export const fieldErrors = (body: object) => body as Record<string, string[] | undefined>;

/** What every error answer has, whatever else its endpoint's error body holds. */
const errorCore = z.looseObject({ detail: z.string(), code: z.enum(errorCodes) });

/**
 * Fails the test when a JSON answer of an endpoint is not what the published document says:
 * a status the document does not declare, or a body that does not match the schema declared for
 * its status (errors included). A renamed or missing field breaks the test that sees it, not
 * production or a reseller's client.
 */
export function expectContractAnswer(method: string, url: string, status: number, body: unknown): void {
  const found = findEndpoint(method, new URL(url, 'http://shop.test').pathname);
  if (!found) return;
  const schema = answerSchemaOf(found.endpoint, status);
  if (!schema) {
    throw new Error(
      `${found.endpoint.id} answered ${status}, a status its document does not declare\n${JSON.stringify(body)}`,
    );
  }
  for (const check of status >= 400 && status < 500 ? [schema, errorCore] : [schema]) {
    const parsed = check.safeParse(body);
    if (!parsed.success) {
      throw new Error(
        `${found.endpoint.id} answered ${status} outside its contract: ${parsed.error.message}\n${JSON.stringify(body)}`,
      );
    }
  }
}

/**
 * The error body a test expects (decision 022): the fields the answer always had, plus `code`, and
 * `detail` as the first field message when the fields are a field map.
 */
export function errorAnswer(code: ErrorCode, fields: Record<string, string | string[]>): Json {
  const detail =
    typeof fields.detail === 'string'
      ? fields.detail
      : Object.values(fields).find((v): v is string[] => Array.isArray(v) && v.length > 0)?.[0];
  return { ...fields, detail, code };
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${counter++}@example.com`;
export const PASSWORD = 'correct horse 42';

/** Registers and signs in a customer; returns their tokens and id. */
export async function signUp(app: FastifyInstance, email = uniqueEmail(), password = PASSWORD) {
  const reg = await call(app, 'POST', '/auth/registration/', {
    body: { email, password1: password, password2: password },
  });
  if (reg.status !== 201) throw new Error(`sign-up failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await call(app, 'POST', '/auth/login/', { body: { email, password } });
  const status = await call(app, 'GET', '/auth/user/status/', { token: login.body.access_token as string });
  return {
    email,
    password,
    id: status.body[0]!.pk,
    access: login.body.access_token as string,
    refresh: login.body.refresh_token as string,
  };
}

/** The session an access token names (its `sid` claim). */
export function sessionOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    sid?: unknown;
  };
  if (typeof payload.sid !== 'string') throw new Error('the access token names no session');
  return payload.sid;
}

/** Gives a customer navigation points through the ledger, as a purchase would. */
export async function grantPoints(
  db: Database['db'],
  userId: number,
  amount: number,
  reference = `${Date.now()}-${Math.random()}`,
) {
  const { creditNavigationPoints } = await import('../modules/points/index.js');
  await db.transaction(async (tx) => {
    await creditNavigationPoints(tx, {
      userId,
      amount,
      reason: 'test-grant',
      reference,
    });
  });
}

export const SAMPLE_VIN = 'WDD2050461F123456';
export const sampleCode = (overrides: Record<string, unknown> = {}) => ({
  comand: 'NTG 5.5',
  map_region: 'Europe',
  version: 'V12.0',
  vin: SAMPLE_VIN,
  user_ip: '203.0.113.7',
  type: 'points',
  ...overrides,
});
