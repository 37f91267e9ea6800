import { vi } from 'vitest';
import { findEndpoint } from '@navihub/contract/api/all-endpoints';
import { shapeOf } from '@navihub/contract/api/all-shapes';
import type { UserStatus } from '@navihub/contract/auth';

/** A stand-in for the server behind `fetch`: routes by method and path, records every call. */
export type FakeRequest = { method: string; path: string; url: URL; headers: Headers; body: unknown };
/**
 * A fake's answer. `outsideContract` names why a test deliberately answers what the real server
 * never would (a body the app must survive); every other answer is held to the contract.
 */
type Reply = { status?: number; body?: unknown; outsideContract?: string } | Response;
type Handler = (request: FakeRequest) => Reply | Promise<Reply>;

export const siteConfig = {
  brand: 'NaviHub',
  support_email: 'help@navihub.test',
  google_client_id: null,
  remote_services: ['Coding and programming', 'SCR counter reset'],
  payment_methods: ['card'] as Array<'card' | 'paypal'>,
  subscription_daily_limit: 50,
};

/** A signed-in customer as `GET /auth/user/status/` lists them, with what a test sets. */
export function userStatusOf(fields: Partial<UserStatus> & Pick<UserStatus, 'pk' | 'email'>): UserStatus {
  return {
    first_name: '',
    last_name: '',
    speciality: '',
    birthday: null,
    discount: 0,
    role: 'customer',
    receive_email: true,
    ...fields,
  };
}

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers of fakes that the contract does not allow, found since the last check (setup.ts fails the test). */
const violations: string[] = [];

/** Hands over and forgets the violations found so far. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

/**
 * A fake's JSON answer, checked against the endpoint's schema for that status: a fake that answers
 * what the real server cannot (a renamed field, a wrong type) fails its test.
 */
function checkAgainstContract(
  method: string,
  path: string,
  status: number,
  body: unknown,
): string | undefined {
  const found = findEndpoint(method, path);
  if (!found) return undefined;
  const schema = shapeOf(found.endpoint).response[status] as
    { safeParse(value: unknown): { success: boolean; error?: { message: string } } } | undefined;
  if (!schema || body === undefined) return undefined;
  const parsed = schema.safeParse(body);
  if (parsed.success) return undefined;
  return `fake answer of ${found.endpoint.id} (${status}) is outside the contract: ${parsed.error?.message}`;
}

export function fakeServer(routes: Record<string, Handler | Reply> = {}) {
  const calls: FakeRequest[] = [];
  const table: Record<string, Handler | Reply> = {
    'GET /api/v1/site/': { body: siteConfig },
    // No earlier purchase of the same PIN, unless a test says so (issue 31).
    'POST /api/v1/codes/recent-purchase/': { body: { bought_at: null } },
    ...routes,
  };
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
      const response = reply instanceof Response ? reply : json(reply.status ?? 200, reply.body);
      const isJson = response.headers.get('content-type')?.includes('application/json');
      const body: unknown =
        reply instanceof Response
          ? isJson
            ? await reply
                .clone()
                .json()
                .catch(() => undefined)
            : undefined
          : reply.body;
      const deliberate = !(reply instanceof Response) && reply.outsideContract;
      const violation = deliberate
        ? undefined
        : checkAgainstContract(method, url.pathname, response.status, body);
      if (violation) {
        violations.push(violation);
        throw new Error(violation);
      }
      return response;
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
