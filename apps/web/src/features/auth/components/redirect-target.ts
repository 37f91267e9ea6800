import { paths } from '@/config/paths';
import { getTokens, getUser, subscribeSession, type SessionUser } from '@/lib/session';

/** Spec §2: after login the user goes back after about 100 ms. */
export const LOGIN_REDIRECT_DELAY_MS = 100;

/** The page a user came from (router state `from`), if it is a same-site path; else /. */
export function redirectTarget(state: unknown): string {
  const from =
    state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : undefined;
  let target: string | undefined;
  if (typeof from === 'string') target = from;
  else if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const loc = from as { pathname: string; search?: unknown; hash?: unknown };
    target =
      loc.pathname +
      (typeof loc.search === 'string' ? loc.search : '') +
      (typeof loc.hash === 'string' ? loc.hash : '');
  }
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login'))
    return '/';
  return target;
}

/** How long a sign-in waits for the user status (which says the role) before going on without it. */
export const ROLE_WAIT_MS = 5_000;

/** The signed-in user once the user status has loaded (it says the role); null when signed out. */
function userWithRole(): Promise<SessionUser | null> {
  return new Promise((resolve) => {
    let stop = () => {};
    const timer = window.setTimeout(() => finish(getUser()), ROLE_WAIT_MS);
    function finish(user: SessionUser | null) {
      window.clearTimeout(timer);
      stop();
      resolve(user);
    }
    const check = () => {
      if (!getTokens()) return finish(null);
      const user = getUser();
      if (user && typeof user.role === 'string') finish(user);
    };
    stop = subscribeSession(check);
    check();
  });
}

/**
 * Where a sign-in leads: back to the page the user came from; else staff and admins to the
 * back-office dashboard, customers to the home page.
 */
export async function landingAfterSignIn(state: unknown): Promise<string> {
  const target = redirectTarget(state);
  if (target !== '/') return target;
  const role = (await userWithRole())?.role;
  return role === 'staff' || role === 'admin' ? paths.backoffice.getHref() : target;
}
