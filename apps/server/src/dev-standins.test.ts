/**
 * The dev checkout, dev PayPal page and dev mailbox (security issue item 13, issue 29 item 1):
 * served only while the shop runs on its embedded defaults on a loopback address, with no proxy in
 * front and a loopback PUBLIC_URL, and then only to callers on this machine; or to anyone when the
 * operator sets DEV_STANDINS=on.
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

const ZERO_ID = '0'.repeat(24);

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

  it('refuse to start behind a proxy or with a public PUBLIC_URL, saying why in one line', () => {
    // The shop: loopback HOST behind nginx on the same machine.
    expect(() => loadConfig({ HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ HOST: '127.0.0.1', TRUST_PROXY: '1' })).toThrow(
      /^Refusing to start: TRUST_PROXY is set, so callers come through a proxy, and other machines could reach the dev checkout \(STRIPE_SECRET_KEY is not set\) and the dev mailbox \(SMTP_URL is not set\)\.\n.*DEV_STANDINS=on/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example', ...stripe })).toThrow(
      /^Refusing to start: PUBLIC_URL=https:\/\/shop\.example is not a loopback address, and other machines could reach the dev mailbox \(SMTP_URL is not set\)\.\n/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000', TRUST_PROXY: 'false' })).not.toThrow();
    expect(() => loadConfig({ PUBLIC_URL: 'http://localhost:3000' })).not.toThrow();
    const on = loadConfig({ HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1', DEV_STANDINS: 'on' });
    expect(on.devStandIns).toBe(true);
  });

  it('do not offer the dev PayPal page behind a proxy, where no stand-in has to be served', () => {
    const env = { SMTP_URL: 'smtp://127.0.0.1:2525', ...stripe };
    expect(loadConfig({ ...env, HOST: '127.0.0.1' }).devStandIns).toBe(true);
    expect(loadConfig({ ...env, HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' }).devStandIns).toBe(false);
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://shop.example' }).devStandIns).toBe(false);
  });

  it('answer 404 to a caller not on this machine, as to an address that does not exist', async () => {
    const shop = await createTestShop({ HOST: '127.0.0.1' }, database);
    try {
      const unknown = await shop.app.inject({ method: 'GET', url: '/dev/nothing-here' });
      expect(unknown.statusCode).toBe(404);
      const paths = [
        ['GET', '/dev/mailbox.json'],
        ['GET', '/dev/mailbox'],
        ['GET', `/dev/checkout/dev_cs_${ZERO_ID}`],
        ['POST', `/dev/checkout/dev_cs_${ZERO_ID}/pay`],
        ['POST', `/dev/checkout/dev_cs_${ZERO_ID}/cancel`],
        ['GET', `/dev/paypal/dev_pp_${ZERO_ID}`],
        ['POST', `/dev/paypal/dev_pp_${ZERO_ID}/approve`],
        ['POST', `/dev/paypal/dev_pp_${ZERO_ID}/cancel`],
      ] as const;
      for (const [method, url] of paths) {
        const remote = await shop.app.inject({ method, url, remoteAddress: '203.0.113.9' });
        expect([url, remote.statusCode, remote.body]).toEqual([url, 404, unknown.body]);
        // A local caller that came through a proxy (it wrote where it forwards for) is not local.
        for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
          const forwarded = await shop.app.inject({ method, url, headers: { [header]: '203.0.113.9' } });
          expect([url, header, forwarded.statusCode, forwarded.body]).toEqual([
            url,
            header,
            404,
            unknown.body,
          ]);
        }
      }
      const local = await shop.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
      expect(local.statusCode).toBe(200);
      const localIpv6 = await shop.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '::1' });
      expect(localIpv6.statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });

  it('answer any caller when the operator set DEV_STANDINS=on', async () => {
    const shop = await createTestShop(
      { HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1', DEV_STANDINS: 'on' },
      database,
    );
    try {
      const remote = await shop.app.inject({
        method: 'GET',
        url: '/dev/mailbox.json',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(remote.statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });
});
