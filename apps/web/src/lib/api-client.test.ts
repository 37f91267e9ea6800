import { messages } from '@navihub/contract/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, makeJwt, tokenExpiringIn, userStatusOf } from '@/testing/fake-server';
import { authRequest, isAccessTokenExpired, plainRequest, startTokenWatch } from './api-client';
import { ApiError } from './http';
import { registerNavigator } from './navigation';
import { getTokens, SESSION_EVENTS, setTokens, setUser } from './session';
import { getCurrentToast } from './toast';

const MINUTE = 60_000;

function bearerOf(call: { headers: Headers }) {
  return call.headers.get('Authorization');
}

describe('api client session rules', () => {
  let navigations: string[];

  beforeEach(() => {
    navigations = [];
    registerNavigator((to) => {
      navigations.push(to);
    });
  });

  afterEach(() => {
    registerNavigator(null);
  });

  it('refreshes an access token that expires within 5 minutes before using it', async () => {
    const fresh = tokenExpiringIn(60 * MINUTE);
    const server = fakeServer({
      'POST /auth/token/refresh/': { body: { access: fresh, refresh: 'refresh-2' } },
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'a@b.co' })] },
    });
    setTokens({ access_token: tokenExpiringIn(4 * MINUTE), refresh_token: 'refresh-1' });

    await authRequest('/auth/user/status/');

    expect(server.callsTo('POST', '/auth/token/refresh/')).toHaveLength(1);
    expect(server.callsTo('POST', '/auth/token/refresh/')[0]?.body).toEqual({ refresh: 'refresh-1' });
    expect(bearerOf(server.callsTo('GET', '/auth/user/status/')[0]!)).toBe(`Bearer ${fresh}`);
    expect(getTokens()).toEqual({ access_token: fresh, refresh_token: 'refresh-2' });
  });

  it('uses a token with more than 5 minutes left as it is', async () => {
    const current = tokenExpiringIn(6 * MINUTE);
    const server = fakeServer({ 'GET /auth/user/status/': { body: [] } });
    setTokens({ access_token: current, refresh_token: 'refresh-1' });

    await authRequest('/auth/user/status/');

    expect(server.callsTo('POST', '/auth/token/refresh/')).toHaveLength(0);
    expect(bearerOf(server.calls[0]!)).toBe(`Bearer ${current}`);
  });

  it('runs one refresh for concurrent callers, who all use its token', async () => {
    const fresh = tokenExpiringIn(60 * MINUTE);
    let release: () => void = () => {};
    const server = fakeServer({
      'POST /auth/token/refresh/': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { access: fresh } });
        }),
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    });
    setTokens({ access_token: tokenExpiringIn(MINUTE), refresh_token: 'refresh-1' });

    const requests = [1, 2, 3].map(() => authRequest('/api/v1/points-subs/generate/'));
    await vi.waitFor(() => expect(server.callsTo('POST', '/auth/token/refresh/')).toHaveLength(1));
    release();
    await Promise.all(requests);

    expect(server.callsTo('POST', '/auth/token/refresh/')).toHaveLength(1);
    const calls = server.callsTo('GET', '/api/v1/points-subs/generate/');
    expect(calls).toHaveLength(3);
    for (const call of calls) expect(bearerOf(call)).toBe(`Bearer ${fresh}`);
  });

  it('retries a request that got 401 once with a new token', async () => {
    const fresh = tokenExpiringIn(60 * MINUTE);
    const old = tokenExpiringIn(30 * MINUTE);
    const server = fakeServer({
      'POST /auth/token/refresh/': { body: { access: fresh, refresh: 'refresh-2' } },
      'GET /auth/user/receive_email': (req) =>
        bearerOf(req) === `Bearer ${fresh}`
          ? { body: { receive_email: true } }
          : { status: 401, body: { detail: messages.tokenNotValid, code: 'token_not_valid' } },
    });
    setTokens({ access_token: old, refresh_token: 'refresh-1' });

    await expect(authRequest('/auth/user/receive_email')).resolves.toEqual({ receive_email: true });
    expect(server.callsTo('GET', '/auth/user/receive_email')).toHaveLength(2);
    expect(server.callsTo('POST', '/auth/token/refresh/')).toHaveLength(1);
  });

  it('does not retry a second time when the retried request gets 401 again', async () => {
    let refreshes = 0;
    const server = fakeServer({
      // Stops answering after a few refreshes so that a retry loop fails the test instead of hanging it.
      'POST /auth/token/refresh/': () =>
        ++refreshes > 3 ? { status: 503, body: {} } : { body: { access: tokenExpiringIn(60 * MINUTE) } },
      'GET /auth/user/receive_email': { status: 401, body: { detail: 'no', code: 'token_not_valid' } },
    });
    setTokens({ access_token: tokenExpiringIn(30 * MINUTE), refresh_token: 'refresh-1' });

    const error = await authRequest('/auth/user/receive_email').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(server.callsTo('GET', '/auth/user/receive_email')).toHaveLength(2);
    expect(server.callsTo('POST', '/auth/token/refresh/')).toHaveLength(1);
  });

  it('logs out and goes to /login when the refresh token is not valid', async () => {
    const server = fakeServer({
      'POST /auth/token/refresh/': {
        status: 401,
        body: { detail: messages.tokenNotValid, code: 'token_not_valid' },
      },
      'POST /auth/logout/': { body: { detail: messages.loggedOut } },
    });
    const onLogout = vi.fn();
    window.addEventListener(SESSION_EVENTS.logout, onLogout);
    setTokens({ access_token: tokenExpiringIn(MINUTE), refresh_token: 'refresh-1' });
    setUser({ email: 'a@b.co' });

    await expect(authRequest('/api/v1/points-subs/generate/')).rejects.toBeInstanceOf(ApiError);

    expect(getTokens()).toBeNull();
    expect(window.localStorage.getItem('authTokens')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(navigations).toContain('/login');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(getCurrentToast()?.title).toBe(messages.sessionEnded);
    expect(server.callsTo('POST', '/auth/logout/')[0]?.body).toEqual({ refresh: 'refresh-1' });
    window.removeEventListener(SESSION_EVENTS.logout, onLogout);
  });

  it('logs out and goes to /login when the refresh answer has no access token', async () => {
    fakeServer({
      'POST /auth/token/refresh/': {
        body: { refresh: 'refresh-2' },
        outsideContract: 'the app must survive a refresh answer without an access token',
      },
      'POST /auth/logout/': { body: { detail: messages.loggedOut } },
    });
    setTokens({ access_token: tokenExpiringIn(MINUTE), refresh_token: 'refresh-1' });

    await authRequest('/api/v1/points-subs/generate/').catch(() => undefined);

    expect(getTokens()).toBeNull();
    expect(navigations).toContain('/login');
  });

  it('keeps the old refresh token when the refresh returns none', async () => {
    const fresh = tokenExpiringIn(60 * MINUTE);
    fakeServer({
      'POST /auth/token/refresh/': { body: { access: fresh } },
      'GET /auth/user/status/': { body: [] },
    });
    setTokens({ access_token: tokenExpiringIn(MINUTE), refresh_token: 'refresh-1' });

    await authRequest('/auth/user/status/');

    expect(getTokens()).toEqual({ access_token: fresh, refresh_token: 'refresh-1' });
    expect(JSON.parse(window.localStorage.getItem('authTokens')!)).toEqual({
      access_token: fresh,
      refresh_token: 'refresh-1',
    });
  });

  it('only logs other refresh failures and keeps the session', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer({
      'POST /auth/token/refresh/': { status: 503, body: { detail: 'down' } },
      'GET /auth/user/status/': { status: 401, body: { detail: 'expired', code: 'token_not_valid' } },
    });
    const stale = tokenExpiringIn(MINUTE);
    setTokens({ access_token: stale, refresh_token: 'refresh-1' });

    await expect(authRequest('/auth/user/status/')).rejects.toBeInstanceOf(ApiError);

    expect(consoleError).toHaveBeenCalled();
    expect(getTokens()).toEqual({ access_token: stale, refresh_token: 'refresh-1' });
    expect(server.callsTo('POST', '/auth/logout/')).toHaveLength(0);
    expect(navigations).toEqual([]);
  });

  it('logs out when the access token expired and no refresh token exists', async () => {
    fakeServer({ 'GET /auth/user/status/': { status: 401, body: { detail: 'x' } } });
    setTokens({ access_token: tokenExpiringIn(-MINUTE), refresh_token: '' });

    await authRequest('/auth/user/status/').catch(() => undefined);

    expect(getTokens()).toBeNull();
    expect(navigations).toEqual(['/']);
    expect(getCurrentToast()?.title).toBe(messages.sessionEnded);
  });

  it('refreshes in the background every 5 minutes while a refresh token exists', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const server = fakeServer({
      'POST /auth/token/refresh/': () => ({ body: { access: tokenExpiringIn(60 * MINUTE) } }),
    });
    setTokens({ access_token: tokenExpiringIn(7 * MINUTE), refresh_token: 'refresh-1' });
    const stop = startTokenWatch();

    vi.advanceTimersByTime(5 * MINUTE);
    await vi.waitFor(() => expect(server.callsTo('POST', '/auth/token/refresh/')).toHaveLength(1));
    stop();
  });
});

describe('access token expiry', () => {
  it('counts a long-lived token as expired 5 minutes before exp', () => {
    const now = Date.now();
    expect(isAccessTokenExpired(tokenExpiringIn(5 * MINUTE + 5_000), now)).toBe(false);
    expect(isAccessTokenExpired(tokenExpiringIn(5 * MINUTE - 5_000), now)).toBe(true);
  });

  it('does not treat a just-issued short-lived token as expired', () => {
    const now = Date.now();
    const token = makeJwt({ iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 300 });
    expect(isAccessTokenExpired(token, now)).toBe(false);
    expect(isAccessTokenExpired(token, now + 200_000)).toBe(true);
  });

  it('treats a token without exp as expired', () => {
    expect(isAccessTokenExpired('not-a-jwt')).toBe(true);
  });
});

describe('plain requests', () => {
  it('send the CSRF cookie as X-CSRFToken and no bearer', async () => {
    const server = fakeServer({ 'POST /password/reset/': { body: { detail: 'sent' } } });
    document.cookie = 'csrftoken=abc123; path=/';
    setTokens({ access_token: tokenExpiringIn(60 * MINUTE), refresh_token: 'r' });

    await plainRequest('/password/reset/', { method: 'POST', body: { email: 'a@b.co' } });

    expect(server.calls[0]?.headers.get('X-CSRFToken')).toBe('abc123');
    expect(server.calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('reject with the server body on errors', async () => {
    fakeServer({ 'POST /auth/login/': () => json(400, { non_field_errors: ['nope'] }) });
    const error = (await plainRequest('/auth/login/', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ non_field_errors: ['nope'] });
  });
});
