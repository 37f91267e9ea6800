import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getTokens, setTokens } from '@/lib/session';
import { fakeServer, tokenExpiringIn } from '@/testing/fake-server';
import { loadSessionData } from './session-sync';

const tokens = () => ({ access_token: tokenExpiringIn(60 * 60 * 1000), refresh_token: 'refresh-1' });
const user = { pk: 1, email: 'a@example.com', discount: 0, role: 'customer', receive_email: true };

describe('loading the session data after a token change', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setTokens(tokens());
  });
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('ends the session when the status call answers with a failure', async () => {
    fakeServer({
      'GET /auth/user/status/': { status: 500, body: { detail: 'boom' } },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
      'POST /auth/logout/': { body: { detail: 'ok' } },
    });
    await loadSessionData(new QueryClient());
    expect(getTokens()).toBeNull();
  });

  it('keeps the session when the status call gets no answer at all (page left, network down)', async () => {
    fakeServer({
      'GET /auth/user/status/': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    });
    await loadSessionData(new QueryClient());
    expect(getTokens()?.refresh_token).toBe('refresh-1');
  });

  it('keeps the session when the status answer is cut off mid-body (page left while it loads)', async () => {
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[{"email":'));
        controller.error(new TypeError('network error'));
      },
    });
    fakeServer({
      'GET /auth/user/status/': () => new Response(cutOff, { status: 200 }),
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
      'POST /auth/logout/': { body: { detail: 'ok' } },
    });
    await loadSessionData(new QueryClient());
    expect(getTokens()?.refresh_token).toBe('refresh-1');
  });

  it('stores the first item of the status as the user', async () => {
    fakeServer({
      'GET /auth/user/status/': { body: [user] },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    });
    await loadSessionData(new QueryClient());
    expect(getTokens()).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'a@example.com' });
  });
});
