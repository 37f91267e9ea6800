import { vi } from 'vitest';

/** A stand-in for the server behind `fetch`: routes by method and path, records every call. */
export type FakeRequest = { method: string; path: string; url: URL; headers: Headers; body: unknown };
type Reply = { status?: number; body?: unknown } | Response;
type Handler = (request: FakeRequest) => Reply | Promise<Reply>;

export const siteConfig = {
  brand: 'NaviHub',
  support_email: 'help@navihub.test',
  google_client_id: null,
  remote_services: ['Coding and programming', 'SCR counter reset'],
};

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function fakeServer(routes: Record<string, Handler | Reply> = {}) {
  const calls: FakeRequest[] = [];
  const table: Record<string, Handler | Reply> = { 'GET /api/v1/site/': { body: siteConfig }, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body ?? undefined;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        /* keep the raw string */
      }
    }
    const request: FakeRequest = {
      method,
      path: url.pathname,
      url,
      headers: new Headers(init?.headers),
      body,
    };
    calls.push(request);
    const entry = table[`${method} ${url.pathname}`];
    if (!entry) return json(404, { detail: 'Not found.' });
    const answer = (async () => {
      const reply = typeof entry === 'function' ? await entry(request) : entry;
      if (reply instanceof Response) return reply;
      return json(reply.status ?? 200, reply.body);
    })();
    // Like the browser's fetch: an aborted request rejects with the signal's reason at once,
    // whether or not the server ever answers.
    const signal = init?.signal;
    if (!signal) return answer;
    signal.throwIfAborted();
    return Promise.race([
      answer,
      new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
      ),
    ]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    set: (key: string, handler: Handler | Reply) => {
      table[key] = handler;
    },
  };
}

/** An unsigned JWT with the given claims (the client never verifies signatures). */
export function makeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** An access token expiring `inMs` from now, issued an hour before. */
export function tokenExpiringIn(inMs: number, extra: Record<string, unknown> = {}): string {
  const now = Date.now();
  return makeJwt({
    exp: Math.floor((now + inMs) / 1000),
    iat: Math.floor((now - 3_600_000) / 1000),
    ...extra,
  });
}
