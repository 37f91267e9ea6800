/**
 * The pages of spec §2: the web app's routes, and the paths the server answers with the app and
 * status 200. Any other path gets the app's "Page not found" with status 404, so that a probe, a
 * crawler or a mistyped link is not told that a page exists.
 */
export const PAGE_PATHS = [
  '/',
  '/login',
  '/register',
  '/create-password',
  '/navipin',
  '/payment',
  '/vrxtool',
  '/vin-code',
  '/vin-table',
  '/subscription',
  '/success',
  '/help',
  '/error',
  '/cancel',
  '/profile',
  '/profile/orders',
  '/profile/settings',
  '/profile/purchases',
  '/confirm-email/:key',
  // The legal pages and the online withdrawal (issue 32).
  '/terms',
  '/withdrawal',
  '/privacy',
  '/imprint',
  '/withdraw',
  // The staff back-office (issue 12): the web app answers a customer with its 403 page.
  '/admin',
  '/admin/orders',
  '/admin/orders/:id',
  '/admin/customers',
  '/admin/customers/:id',
  '/admin/catalogue',
  '/admin/audit',
  '/admin/failed',
] as const;

const fixed: ReadonlySet<string> = new Set(PAGE_PATHS.filter((p) => !p.includes(':')));
/** Pages with a parameter (`:name` stands for one non-empty path segment). */
const patterns = PAGE_PATHS.filter((p) => p.includes(':')).map((p) => p.split('/'));

/** Whether a path (no query, no trailing slash) is one of the app's pages. */
export function isPagePath(path: string): boolean {
  if (fixed.has(path)) return true;
  const segments = path.split('/');
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
}
