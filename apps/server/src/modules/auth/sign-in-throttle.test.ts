import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@navihub/contract/messages';
import { buildApp } from '../../app.js';
import {
  createTestDatabase,
  createTestShop,
  signUp,
  testConfig,
  uniqueEmail,
  type TestShop,
  errorAnswer,
} from '../../test/harness.js';

// A clock the tests move on instead of waiting for the lock to pass.
let clock = Date.parse('2026-11-23T12:00:00Z');
const now = () => clock;

const signIn = (shop: TestShop, email: string, password: string, ip: string) =>
  shop.app.inject({ method: 'POST', url: '/auth/login/', remoteAddress: ip, payload: { email, password } });

describe('sign-in throttling per account', () => {
  let shop: TestShop;
  beforeAll(async () => {
    // Each address stays far below the per-address limit: only the per-account count can stop them.
    shop = await createTestShop({ RATE_LIMIT_AUTH_PER_MINUTE: '20' }, undefined, undefined, { now });
  });
  afterAll(() => shop.close());

  it('refuses an account for a while after 5 wrong passwords from 40 addresses, even the right password', async () => {
    const { email, password } = await signUp(shop.app);
    const statuses = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await signIn(shop, email, 'wrong password', `10.1.0.${i}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

    const right = await signIn(shop, email.toUpperCase(), password, '10.1.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBe('60');
    expect(right.json()).toEqual(
      errorAnswer('sign_in_locked', { detail: messages.signInLocked.replace('{wait}', '1 minute') }),
    );

    clock += 60_000;
    const after = await signIn(shop, email, password, '10.1.1.2');
    expect(after.statusCode).toBe(200);
    // The success forgot the failures: four more wrong passwords do not lock the account again.
    for (let i = 0; i < 4; i++)
      expect((await signIn(shop, email, 'wrong', `10.1.2.${i}`)).statusCode).toBe(400);
    expect((await signIn(shop, email, password, '10.1.3.1')).statusCode).toBe(200);
  });

  it('doubles the lock with each failure after it, up to 15 minutes', async () => {
    const { email, password } = await signUp(shop.app);
    for (let i = 0; i < 5; i++) await signIn(shop, email, 'wrong password', `10.2.0.${i}`);
    const waits = [];
    for (let i = 0; i < 6; i++) {
      const refused = await signIn(shop, email, password, `10.2.1.${i}`);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      clock += wait * 1000;
      expect((await signIn(shop, email, 'wrong password', `10.2.2.${i}`)).statusCode).toBe(400);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    clock += 900_000;
    expect((await signIn(shop, email, password, '10.2.1.3')).statusCode).toBe(200);
  });

  it('lets the owner reset the password while locked, and sign in with it at once', async () => {
    const { email } = await signUp(shop.app);
    for (let i = 0; i < 5; i++) await signIn(shop, email, 'wrong password', `10.7.0.${i}`);
    expect((await signIn(shop, email, 'new password 42', '10.7.1.1')).statusCode).toBe(429);

    await shop.app.mailWorker.drain();
    shop.mail.sent.length = 0;
    const reset = await shop.app.inject({
      method: 'POST',
      url: '/password/reset/',
      remoteAddress: '10.7.1.2',
      payload: { email },
    });
    expect(reset.statusCode).toBe(200);
    await shop.app.mailWorker.drain();
    const [, token, id] = /create-password\?token=([^&\s]+)&id=(\d+)/.exec(shop.mail.sent[0]!.text)!;
    const confirmed = await shop.app.inject({
      method: 'POST',
      url: `/password/reset/confirm/${id}/${token}/`,
      remoteAddress: '10.7.1.3',
      payload: {
        uid: id,
        token: decodeURIComponent(token!),
        new_password1: 'new password 42',
        new_password2: 'new password 42',
      },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await signIn(shop, email, 'new password 42', '10.7.1.4')).statusCode).toBe(200);
  });

  it('counts unknown e-mails alike, so the answer does not tell whether an account exists', async () => {
    const unknown = uniqueEmail('nobody');
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signIn(shop, unknown, 'wrong password', `10.3.0.${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('lets at most 5 of 20 simultaneous guesses check a password', async () => {
    const { email } = await signUp(shop.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(shop, email, 'wrong password', `10.4.0.${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
});

describe('Redis that does not answer', () => {
  // Nothing listens on port 1: every Redis command fails.
  const env = { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_AUTH_PER_MINUTE: '3' };

  it('still limits sign-ins per address and per account, counting in this process, and warns once', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ ...env, LOG_LEVEL: 'warn' }),
      database,
      logStream: { write: (line) => void lines.push(line) },
      now,
    });
    try {
      await app.ready();
      const attempt = (ip: string, email = 'victim@example.com') =>
        app.inject({
          method: 'POST',
          url: '/auth/login/',
          remoteAddress: ip,
          payload: { email, password: 'guess-guess' },
        });
      const perAddress = [];
      for (let i = 0; i < 4; i++) perAddress.push((await attempt('10.5.0.1', uniqueEmail())).statusCode);
      expect(perAddress).toEqual([400, 400, 400, 429]);

      const perAccount = [];
      for (let i = 0; i < 6; i++) perAccount.push((await attempt(`10.5.1.${i}`)).statusCode);
      expect(perAccount).toEqual([400, 400, 400, 400, 400, 429]);

      const warnings = lines.filter((l) => l.includes('Redis (REDIS_URL) does not answer'));
      expect(warnings).toHaveLength(1);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('Redis that accepts connections and never answers', () => {
  let silent: net.Server;
  let port: number;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('still limits sign-ins per address and per account', async () => {
    const shop = await createTestShop({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_AUTH_PER_MINUTE: '3',
    });
    try {
      const perAddress = [];
      for (let i = 0; i < 4; i++)
        perAddress.push((await signIn(shop, uniqueEmail(), 'guess-guess', '10.8.0.1')).statusCode);
      expect(perAddress).toEqual([400, 400, 400, 429]);
      const email = uniqueEmail();
      const perAccount = [];
      for (let i = 0; i < 6; i++)
        perAccount.push((await signIn(shop, email, 'guess-guess', `10.8.1.${i}`)).statusCode);
      expect(perAccount).toEqual([400, 400, 400, 400, 400, 429]);
    } finally {
      await shop.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL)('sign-in throttling shared through Redis', () => {
  it('counts one account across two server processes', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL! };
    const a = await createTestShop(env, undefined, undefined, { now });
    const b = await createTestShop(env, a.database, undefined, { now });
    try {
      const { email, password } = await signUp(a.app);
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await signIn(i % 2 ? b : a, email, 'wrong password', `10.6.0.${i}`)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await signIn(a, email, password, '10.6.1.1')).statusCode).toBe(429);
      clock += 60_000;
      expect((await signIn(b, email, password, '10.6.1.2')).statusCode).toBe(200);
      // b's success forgot the failures for a too.
      for (let i = 0; i < 4; i++)
        expect((await signIn(a, email, 'wrong', `10.6.2.${i}`)).statusCode).toBe(400);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
