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
