import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@navihub/contract/messages';
import {
  call,
  createTestShop,
  PASSWORD,
  signUp,
  uniqueEmail,
  type TestShop,
  errorAnswer,
  fieldErrors,
} from '../../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('registration', () => {
  it('creates an account that can sign in', async () => {
    const email = uniqueEmail();
    const reg = await call(shop.app, 'POST', '/auth/registration/', {
      body: { email, password1: PASSWORD, password2: PASSWORD },
    });
    expect(reg.status).toBe(201);
    const login = await call(shop.app, 'POST', '/auth/login/', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body).sort()).toEqual(['access_token', 'refresh_token']);
  });

  it('treats e-mails as case-insensitive and unique', async () => {
    const email = uniqueEmail('Case');
    await signUp(shop.app, email);
    const again = await call(shop.app, 'POST', '/auth/registration/', {
      body: { email: email.toUpperCase(), password1: PASSWORD, password2: PASSWORD },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(errorAnswer('invalid', { email: [messages.emailTaken] }));
    const login = await call(shop.app, 'POST', '/auth/login/', {
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('answers field errors in the dj-rest-auth shape', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: '', password1: PASSWORD, password2: PASSWORD }, 'email', messages.emailRequired],
      [{ email: 'not-an-email', password1: PASSWORD, password2: PASSWORD }, 'email', messages.emailInvalid],
      [
        { email: uniqueEmail(), password1: 'short', password2: 'short' },
        'password1',
        messages.passwordTooShort,
      ],
      [
        { email: uniqueEmail(), password1: 'x'.repeat(51), password2: 'x'.repeat(51) },
        'password1',
        messages.passwordTooLong,
      ],
      [
        { email: uniqueEmail(), password1: PASSWORD, password2: `${PASSWORD}!` },
        'password2',
        messages.passwordsDoNotMatch,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(shop.app, 'POST', '/auth/registration/', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(fieldErrors(res.body)[field]).toContain(message);
    }
  });

  it('accepts a password of exactly 50 characters', async () => {
    const password = 'p'.repeat(50);
    const res = await call(shop.app, 'POST', '/auth/registration/', {
      body: { email: uniqueEmail(), password1: password, password2: password },
    });
    expect(res.status).toBe(201);
  });

  it('rejects malformed JSON and oversized bodies without a 500', async () => {
    const bad = await shop.app.inject({
      method: 'POST',
      url: '/auth/registration/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(errorAnswer('malformed_json', { detail: messages.malformedJson }));
    const huge = await shop.app.inject({
      method: 'POST',
      url: '/auth/registration/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('login', () => {
  it('refuses a wrong password and an unknown account with the same message', async () => {
    const user = await signUp(shop.app);
    const wrong = await call(shop.app, 'POST', '/auth/login/', {
      body: { email: user.email, password: 'nope-nope-nope' },
    });
    const unknown = await call(shop.app, 'POST', '/auth/login/', {
      body: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(errorAnswer('invalid', { non_field_errors: [messages.badCredentials] }));
    expect(unknown.body).toEqual(wrong.body);
  });

  it('requires both fields', async () => {
    const res = await call(shop.app, 'POST', '/auth/login/', { body: { email: '' } });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).email).toBeDefined();
    expect(fieldErrors(res.body).password).toBeDefined();
  });

  it('answers with and without the trailing slash', async () => {
    const user = await signUp(shop.app);
    const res = await call(shop.app, 'POST', '/auth/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(res.status).toBe(200);
  });
});

describe('tokens', () => {
  it('rotates the refresh token and blacklists the old one', async () => {
    const user = await signUp(shop.app);
    const first = await call(shop.app, 'POST', '/auth/token/refresh/', { body: { refresh: user.refresh } });
    expect(first.status).toBe(200);
    expect(first.body.access).toEqual(expect.any(String));
    expect(first.body.refresh).not.toBe(user.refresh);
    const reused = await call(shop.app, 'POST', '/auth/token/refresh/', { body: { refresh: user.refresh } });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('token_not_valid');
    const next = await call(shop.app, 'POST', '/auth/token/refresh/', {
      body: { refresh: first.body.refresh },
    });
    expect(next.status).toBe(200);
    const status = await call(shop.app, 'GET', '/auth/user/status/', { token: next.body.access as string });
    expect(status.body[0]?.email).toBe(user.email);
  });

  it('lets exactly one of two concurrent refreshes with one token win', async () => {
    const user = await signUp(shop.app);
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        call(shop.app, 'POST', '/auth/token/refresh/', { body: { refresh: user.refresh } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401]);
  });

  it('refuses malformed, forged and access tokens as refresh tokens', async () => {
    const user = await signUp(shop.app);
    const forged = `${user.refresh.slice(0, -4)}AAAA`;
    for (const refresh of ['garbage', forged, user.access]) {
      const res = await call(shop.app, 'POST', '/auth/token/refresh/', { body: { refresh } });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'token_not_valid', detail: expect.any(String) });
    }
  });

  it('answers 401 token_not_valid for a bad bearer token and 401 without one', async () => {
    const bad = await call(shop.app, 'GET', '/auth/user/status/', { token: 'not-a-jwt' });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('token_not_valid');
    const user = await signUp(shop.app);
    const refreshAsAccess = await call(shop.app, 'GET', '/auth/user/status/', { token: user.refresh });
    expect(refreshAsAccess.status).toBe(401);
    const none = await call(shop.app, 'GET', '/auth/user/status/');
    expect(none.status).toBe(401);
    expect(none.body.detail).toBe(messages.notAuthenticated);
  });

  it('blacklists the refresh token on logout', async () => {
    const user = await signUp(shop.app);
    const out = await call(shop.app, 'POST', '/auth/logout/', { body: { refresh: user.refresh } });
    expect(out.status).toBe(200);
    const res = await call(shop.app, 'POST', '/auth/token/refresh/', { body: { refresh: user.refresh } });
    expect(res.status).toBe(401);
  });
});

describe('expired tokens', () => {
  let short: TestShop;
  beforeAll(async () => {
    short = await createTestShop({ ACCESS_TOKEN_TTL: '1', REFRESH_TOKEN_TTL: '2' });
  });
  afterAll(() => short.close());

  it('refuses an expired access token and an expired refresh token', async () => {
    const user = await signUp(short.app);
    await new Promise((r) => setTimeout(r, 2200));
    const status = await call(short.app, 'GET', '/auth/user/status/', { token: user.access });
    expect(status.status).toBe(401);
    expect(status.body.code).toBe('token_not_valid');
    const refresh = await call(short.app, 'POST', '/auth/token/refresh/', {
      body: { refresh: user.refresh },
    });
    expect(refresh.status).toBe(401);
    expect(refresh.body.code).toBe('token_not_valid');
  });
});

describe('rate limits', () => {
  let limited: TestShop;
  beforeAll(async () => {
    limited = await createTestShop({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('slows down one client without locking out another', async () => {
    const attempt = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/auth/login/',
        remoteAddress: ip,
        payload: { email: 'victim@example.com', password: 'guess-guess' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt('10.0.0.66')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const blocked = await attempt('10.0.0.66');
    expect(blocked.json()).toEqual(errorAnswer('rate_limited', { detail: messages.tooManyRequests }));
    expect((await attempt('10.0.0.77')).statusCode).toBe(400);
  });
});

describe('rate limits behind a reverse proxy', () => {
  // The proxy (10.0.0.1) appends the address it saw; whatever the client wrote comes before it.
  const attempt = (shop: TestShop, forwardedFor: string, remoteAddress = '10.0.0.1') =>
    shop.app.inject({
      method: 'POST',
      url: '/auth/login/',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'victim@example.com', password: 'guess-guess' },
    });

  it.each([
    ['a hop count', '1'],
    ['the proxy addresses', '10.0.0.0/8, ::1'],
  ])('still limits a client that varies X-Forwarded-For when TRUST_PROXY is %s', async (_, trust) => {
    const shop = await createTestShop({
      RATE_LIMIT_AUTH_PER_MINUTE: '3',
      TRUST_PROXY: trust,
      DEV_STANDINS: 'on',
    });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await attempt(shop, `192.0.2.${i}, 203.0.113.5`)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      // Another client behind the same proxy is counted on its own.
      expect((await attempt(shop, '192.0.2.1, 203.0.113.6')).statusCode).toBe(400);
    } finally {
      await shop.close();
    }
  });

  it('ignores X-Forwarded-For from a caller that is not one of the proxies', async () => {
    const shop = await createTestShop({
      RATE_LIMIT_AUTH_PER_MINUTE: '3',
      TRUST_PROXY: '10.0.0.1',
      DEV_STANDINS: 'on',
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await attempt(shop, `192.0.2.${i}`, '198.51.100.7')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await shop.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL)('rate limits shared through Redis', () => {
  it('counts one client across two server processes', async () => {
    const env = { RATE_LIMIT_AUTH_PER_MINUTE: '3', REDIS_URL: process.env.REDIS_URL! };
    const a = await createTestShop(env);
    const b = await createTestShop(env);
    try {
      const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const attempt = (shop: TestShop) =>
        shop.app.inject({
          method: 'POST',
          url: '/auth/login/',
          remoteAddress: ip,
          // A new account each time: only the per-address count is tested here (Redis outlives runs).
          payload: { email: uniqueEmail('victim'), password: 'guess-guess' },
        });
      const statuses = [
        (await attempt(a)).statusCode,
        (await attempt(b)).statusCode,
        (await attempt(a)).statusCode,
      ];
      statuses.push((await attempt(b)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
