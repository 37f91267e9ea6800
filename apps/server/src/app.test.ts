import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@navihub/contract/messages';
import { ConfigError, DEV_JWT_SECRET, loadConfig } from './config.js';
import { buildApp } from './app.js';
import {
  call,
  createTestDatabase,
  createTestShop,
  testConfig,
  type TestShop,
  errorAnswer,
} from './test/harness.js';

let shop: TestShop;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>NaviHub app</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  shop = await createTestShop(
    { WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example', DEV_STANDINS: 'on' },
    undefined,
    (app) => {
      app.get('/api/v1/test-explosion/', async () => {
        throw new Error('secret internal detail');
      });
    },
  );
});
afterAll(async () => {
  await shop.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the shop server', () => {
  it('reports health once the database answers', async () => {
    const res = await call(shop.app, 'GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    for (const url of ['/api/v1/nothing-here/', '/auth/nowhere', '/password/xyz']) {
      const res = await call(shop.app, 'GET', url);
      expect(res.status, url).toBe(404);
      expect(res.body).toEqual(errorAnswer('not_found', { detail: messages.notFound }));
    }
  });

  it('serves the web app at the site root', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('NaviHub app');
  });

  it('serves the web app for every other path, and its hashed assets for a year', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/profile/orders?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('NaviHub app');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await shop.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('redirects a page path with a trailing slash, keeping the query', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/login/?forgot=true' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/login?forgot=true');
  });

  it('hides internal errors behind a generic 500', async () => {
    const res = await call(shop.app, 'GET', '/api/v1/test-explosion/');
    expect(res.status).toBe(500);
    expect(res.body).toEqual(errorAnswer('internal_error', { detail: messages.internalError }));
    expect(res.res.body).not.toContain('secret');
  });

  it('sends security headers with a content security policy and a request id', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it("sends helmet's full header set on pages", async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/login' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': expect.stringContaining('max-age='),
      'cross-origin-opener-policy': 'same-origin',
      'content-security-policy': expect.stringContaining("form-action 'self' https://checkout.stripe.com"),
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/api/v1/detail/', '/auth/user/status/', '/api/v1/no-such-thing/'])(
    'sends the API header set on %s: nothing may run or frame a JSON answer',
    async (url) => {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'strict-transport-security': expect.stringContaining('max-age='),
        'x-request-id': expect.any(String),
      });
    },
  );

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await call(shop.app, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, { requestBody?: unknown }>>;
    expect(paths['/auth/login/']?.post?.requestBody).toBeDefined();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/auth/registration/', '/auth/user/status/', '/healthz']),
    );
    const ui = await shop.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('publishes the site settings the web app reads', async () => {
    const res = await call(shop.app, 'GET', '/api/v1/site/');
    expect(res.body).toEqual({
      brand: 'NaviHub',
      support_email: 'support@navihub.example',
      google_client_id: null,
      remote_services: expect.arrayContaining(['FBS3 component virginizing', 'SCR counter reset']),
      // Loopback with no PayPal credentials: the dev PayPal page plays PayPal.
      payment_methods: ['card', 'paypal'],
      // SUBSCRIPTION_DAILY_LIMIT's default, said beside the subscription bundles (issue 31).
      subscription_daily_limit: 50,
      // TAX_MODE's default: prices as listed, no tax line (decision 065).
      taxes: 'off',
    });
  });

  it('shows queued mail on the dev mailbox when no SMTP server is set', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Dev mailbox');
  });
});

describe('request logs', () => {
  it('do not show the key of an e-mail confirmation link', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info', WEB_DIST: webDist }),
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/confirm-email/SECRET-KEY-123' });
      expect(page.statusCode).toBe(200);
      await app.inject({ method: 'GET', url: '/login' });
    } finally {
      await app.close();
      await database.close();
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/confirm-email/[redacted]"');
    expect(log).toContain('"url":"/login"');
    expect(log).not.toContain('SECRET-KEY-123');
  });
});

describe('configuration', () => {
  it('refuses dev-only settings in production with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is the development default/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /SMTP_URL is not set/,
    );
    const ok = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example:25',
      PUBLIC_URL: 'https://shop.example',
      PIN_PROVIDER: 'manual',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SELLER_NAME: 'Example GmbH',
      SELLER_ADDRESS: 'Hauptstr. 1;10115 Berlin',
    });
    expect(ok.devMailbox).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://m:25',
        PUBLIC_URL: 'https://s.example',
        PIN_PROVIDER: 'manual',
      }),
    ).toThrow(/dev checkout is not allowed in production/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://m:25',
        PUBLIC_URL: 'https://s.example',
      }),
    ).toThrow(/PIN_PROVIDER is demo/);
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, and refuses true', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2', DEV_STANDINS: 'on' }).TRUST_PROXY).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16;fd00::/8 loopback', DEV_STANDINS: 'on' }).TRUST_PROXY,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would take the client address from whatever X-Forwarded-For a client sends; give the number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33, proxy.example' })).toThrow(
      /TRUST_PROXY: .*not an address: 10\.0\.0\.0\/33, proxy\.example/,
    );
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*JWT_SECRET|JWT_SECRET[\s\S]*PORT/,
    );
    expect(loadConfig({}).JWT_SECRET).toBe(DEV_JWT_SECRET);
  });
});
