/**
 * The dev checkout and dev mailbox (security issue item 13): served only while the shop runs on its
 * embedded defaults on a loopback address, or when the operator sets DEV_STANDINS=on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig } from './config.js';
import { call, createTestDatabase, createTestShop } from './test/harness.js';
import type { Database } from './db/client.js';

const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Which stand-in pages a shop built with `env` answers (200 or a page) rather than 404. */
async function standInsServed(env: Record<string, string>) {
  const shop = await createTestShop(env, database);
  try {
    const mailbox = await call(shop.app, 'GET', '/dev/mailbox.json');
    // Served, the page knows no such session; not served, the path itself is unknown.
    const checkout = await shop.app.inject({ method: 'GET', url: `/dev/checkout/dev_cs_${'0'.repeat(24)}` });
    return { mailbox: mailbox.status === 200, checkout: checkout.body === 'No such checkout session.' };
  } finally {
    await shop.close();
  }
}

describe('dev stand-ins', () => {
  it('knows which addresses are loopback', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.1', 'shop.example', '128.0.0.1', '::2'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('are served on the embedded defaults on a loopback address', async () => {
    expect(await standInsServed({ HOST: '127.0.0.1' })).toEqual({ mailbox: true, checkout: true });
    expect(await standInsServed({ HOST: '::1' })).toEqual({ mailbox: true, checkout: true });
  });

  it('each go away once the real service is configured', async () => {
    expect(await standInsServed({ HOST: 'localhost', SMTP_URL: 'smtp://127.0.0.1:2525' })).toEqual({
      mailbox: false,
      checkout: true,
    });
    expect(await standInsServed({ HOST: 'localhost', ...stripe })).toEqual({
      mailbox: true,
      checkout: false,
    });
  });

  it('make the shop refuse to start on a non-loopback address, naming what is missing', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      /HOST=0\.0\.0\.0 is not a loopback address.*the dev checkout \(STRIPE_SECRET_KEY is not set\) and the dev mailbox \(SMTP_URL is not set\)[\s\S]*DEV_STANDINS=on/,
    );
    expect(() => loadConfig({ HOST: '192.168.1.10', ...stripe })).toThrow(/the dev mailbox \(SMTP_URL/);
    expect(() => loadConfig({ HOST: 'shop.example', SMTP_URL: 'smtp://m:25' })).toThrow(/the dev checkout/);
  });

  it('start on a non-loopback address once both real services are configured, and are not served', async () => {
    const env = { HOST: '0.0.0.0', SMTP_URL: 'smtp://127.0.0.1:2525', ...stripe };
    expect(() => loadConfig(env)).not.toThrow();
    expect(await standInsServed(env)).toEqual({ mailbox: false, checkout: false });
  });

  it('are served on any address with DEV_STANDINS=on, never in production', async () => {
    expect(await standInsServed({ HOST: '0.0.0.0', DEV_STANDINS: 'on' })).toEqual({
      mailbox: true,
      checkout: true,
    });
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DEV_STANDINS: 'on',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://m:25',
        PUBLIC_URL: 'https://s.example',
        PIN_PROVIDER: 'manual',
        ...stripe,
      }),
    ).toThrow(/DEV_STANDINS=on is not allowed in production/);
  });
});
