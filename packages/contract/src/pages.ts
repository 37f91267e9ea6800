import { backofficePages } from './pages/backoffice.js';
import { shopPages } from './pages/shop.js';

/**
 * The pages of spec §2 (the page manifest, pages/shop.ts and pages/backoffice.ts): the paths the
 * server answers with the app and status 200. Any other path gets the app's "Page not found" with
 * status 404, so that a probe, a crawler or a mistyped link is not told that a page exists. The
 * back-office's pages answer a customer with the app's 403 page.
 */
export const PAGE_PATHS: readonly string[] = [
  ...new Set([...Object.values(shopPages), ...Object.values(backofficePages)].map((page) => page.path)),
].filter((path) => path !== '*');

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
