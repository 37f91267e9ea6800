import { useSyncExternalStore } from 'react';

/**
 * The signed-in session as spec §3/§4 stores it: tokens under `authTokens`, the user under `user`.
 * localStorage is the source of truth so that every tab sees the same session.
 */
export const TOKENS_KEY = 'authTokens';
export const USER_KEY = 'user';

export const SESSION_EVENTS = {
  loginSuccess: 'navihub:login-success',
  logout: 'navihub:logout',
} as const;

export type AuthTokens = { access_token: string; refresh_token: string };
export type SessionUser = { email: string; discount?: number; [field: string]: unknown };
export type Session = { tokens: AuthTokens | null; user: SessionUser | null };

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function readTokens(): AuthTokens | null {
  const value = readJson(TOKENS_KEY) as Partial<AuthTokens> | null;
  if (!value || typeof value.access_token !== 'string' || !value.access_token) return null;
  return {
    access_token: value.access_token,
    refresh_token: typeof value.refresh_token === 'string' ? value.refresh_token : '',
  };
}

function readUser(): SessionUser | null {
  const value = readJson(USER_KEY) as Partial<SessionUser> | null;
  return value && typeof value.email === 'string' ? (value as SessionUser) : null;
}

let snapshot: Session = { tokens: null, user: null };
let loaded = false;
const listeners = new Set<() => void>();

export function reloadSession(): void {
  reload();
  emit();
}

function reload(): void {
  snapshot = { tokens: readTokens(), user: readUser() };
  loaded = true;
}

function ensureLoaded(): void {
  if (!loaded) reload();
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  ensureLoaded();
  return snapshot;
}

export function getTokens(): AuthTokens | null {
  return getSession().tokens;
}

export function getUser(): SessionUser | null {
  return getSession().user;
}

export function setTokens(tokens: AuthTokens | null): void {
  if (tokens) window.localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
  else window.localStorage.removeItem(TOKENS_KEY);
  reload();
  emit();
}

export function setUser(user: SessionUser | null): void {
  if (user) window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  else window.localStorage.removeItem(USER_KEY);
  reload();
  emit();
}

export function clearSession(): void {
  window.localStorage.removeItem(TOKENS_KEY);
  window.localStorage.removeItem(USER_KEY);
  reload();
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function fireSessionEvent(name: (typeof SESSION_EVENTS)[keyof typeof SESSION_EVENTS]): void {
  window.dispatchEvent(new Event(name));
}

// Another tab logged in, refreshed or logged out: pick up its session.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKENS_KEY || event.key === USER_KEY) {
      reload();
      emit();
    }
  });
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
