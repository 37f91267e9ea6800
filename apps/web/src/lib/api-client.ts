import { authApi } from '@navihub/contract/api/auth';
import { pathOf } from '@navihub/contract/api/endpoint';
import { messages } from '@navihub/contract/messages';
import { ApiError, isRecord, readBody, readCookie, sendJson, sendRaw, type RequestOptions } from './http';
import { decodeJwt } from './jwt';
import { currentPath, navigateTo } from './navigation';
import { clearSession, fireSessionEvent, getTokens, SESSION_EVENTS, setTokens } from './session';
import { toast } from './toast';

/**
 * Session rules of spec §4: expiry margin, one refresh at a time, one retry after a 401,
 * logout on a dead refresh token. Plain calls carry the CSRF header, authenticated calls a bearer.
 */
export const EXPIRY_MARGIN_MS = 5 * 60 * 1000;
export const TOKEN_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The access token counts as expired 5 minutes before `exp`. When the token lives 10 minutes or
 * less in total (our server issues 5-minute tokens), the margin shrinks to half its lifetime —
 * otherwise every fresh token would already count as expired and each use would refresh again.
 */
export function isAccessTokenExpired(token: string, now: number = Date.now()): boolean {
  const claims = decodeJwt(token);
  if (!claims || typeof claims.exp !== 'number') return true;
  const expiresAt = claims.exp * 1000;
  let margin = EXPIRY_MARGIN_MS;
  if (typeof claims.iat === 'number') {
    const lifetime = expiresAt - claims.iat * 1000;
    if (lifetime > 0 && lifetime <= 2 * EXPIRY_MARGIN_MS) margin = lifetime / 2;
  }
  return now >= expiresAt - margin;
}

function withCsrf(options: RequestOptions): RequestOptions {
  const csrf = readCookie('csrftoken');
  if (!csrf) return options;
  const headers = new Headers(options.headers);
  if (!headers.has('X-CSRFToken')) headers.set('X-CSRFToken', csrf);
  return { ...options, headers };
}

/** A call without credentials (login, registration, site config …). */
export function plainRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  return sendJson(path, withCsrf(options));
}

let logoutInProgress: Promise<void> | null = null;

/**
 * Ends the session: tells the server (best effort), clears tokens and user, goes to `redirectTo`
 * (/ by default, with router `state` if given), fires the logout event and shows 'Session ended'
 * with the `reason` if there is one.
 */
export function logout(
  options: { redirectTo?: string; state?: unknown; reason?: string } = {},
): Promise<void> {
  if (logoutInProgress) return logoutInProgress;
  const tokens = getTokens();
  const serverLogout = tokens?.refresh_token
    ? sendJson(
        pathOf(authApi.signOut),
        withCsrf({
          method: authApi.signOut.method,
          body: { refresh: tokens.refresh_token },
          headers: tokens.access_token ? { Authorization: `Bearer ${tokens.access_token}` } : undefined,
        }),
      ).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  clearSession();
  navigateTo(options.redirectTo ?? '/', options.state === undefined ? undefined : { state: options.state });
  fireSessionEvent(SESSION_EVENTS.logout);
  toast({ title: messages.sessionEnded, description: options.reason });
  logoutInProgress = serverLogout.finally(() => {
    logoutInProgress = null;
  });
  return logoutInProgress;
}

let refreshInFlight: Promise<string | null> | null = null;

async function runRefresh(): Promise<string | null> {
  const tokens = getTokens();
  if (!tokens?.refresh_token) {
    await logout();
    return null;
  }
  let body: unknown;
  try {
    body = await sendJson(
      pathOf(authApi.refreshToken),
      withCsrf({ method: authApi.refreshToken.method, body: { refresh: tokens.refresh_token } }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === messages.tokenNotValidCode) {
      // Back to this page after signing in again; its forms keep what was typed (issue 31).
      await logout({ redirectTo: '/login', state: { from: currentPath() }, reason: messages.signInAgain });
      return null;
    }
    console.error('Token refresh failed', error);
    return null;
  }
  // An answer without an access token (or with a refresh token that is not text) ends the session.
  const { access, refresh } = isRecord(body) ? body : {};
  if (typeof access !== 'string' || !access || (refresh !== undefined && typeof refresh !== 'string')) {
    await logout({ redirectTo: '/login' });
    return null;
  }
  // A rotated refresh token replaces the old one; without one the old one stays.
  setTokens({ access_token: access, refresh_token: refresh ?? tokens.refresh_token });
  return access;
}

/** Refreshes the access token; concurrent callers share the one refresh in flight. */
export function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** The access token to send now, refreshed first when it is (about to be) expired. */
export async function getValidAccessToken(): Promise<string | null> {
  if (refreshInFlight) return refreshInFlight;
  const tokens = getTokens();
  if (!tokens) return null;
  if (!isAccessTokenExpired(tokens.access_token)) return tokens.access_token;
  return refreshAccessToken();
}

async function sendAuthenticated(path: string, options: RequestOptions, retried: boolean): Promise<Response> {
  const hadSession = getTokens() !== null;
  const token = await getValidAccessToken();
  const headers = new Headers(options.headers);
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await sendRaw(path, { ...options, headers });
  } catch (error) {
    // One retry with a new token after a 401, never a second one.
    if (!retried && error instanceof ApiError && error.status === 401 && getTokens()) {
      const fresh = await refreshAccessToken();
      if (fresh) return sendAuthenticated(path, options, true);
    }
    // The session ended on the way (its refresh token expired): the caller's message says what to
    // do, not the token's jargon (issue 31).
    if (error instanceof ApiError && error.status === 401 && hadSession && !getTokens()) {
      throw new ApiError(401, { detail: messages.signInAgain, code: error.code }, error.message);
    }
    throw error;
  }
}

/** A call on behalf of the signed-in user: `Authorization: Bearer <access>` unless one is set. */
export async function authRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  return readBody(await sendAuthenticated(path, options, false));
}

/** Same as authRequest but hands back the Response (for downloads). */
export function authRequestRaw(path: string, options: RequestOptions = {}): Promise<Response> {
  return sendAuthenticated(path, options, false);
}

/** Background check every 5 minutes while a refresh token exists. Returns a stop function. */
export function startTokenWatch(intervalMs: number = TOKEN_CHECK_INTERVAL_MS): () => void {
  const timer = window.setInterval(() => {
    const tokens = getTokens();
    if (!tokens?.refresh_token) return;
    if (isAccessTokenExpired(tokens.access_token)) void refreshAccessToken();
  }, intervalMs);
  return () => window.clearInterval(timer);
}
