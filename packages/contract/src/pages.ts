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
  '/error',
  '/cancel',
  '/profile',
  '/profile/orders',
  '/profile/settings',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

const pages: ReadonlySet<string> = new Set(PAGE_PATHS);

/** Whether a path (no query, no trailing slash) is one of the app's pages. */
export const isPagePath = (path: string): boolean => pages.has(path);
