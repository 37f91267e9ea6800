/**
 * One page of the web app, as the page manifest (shop.ts, backoffice.ts) declares it: the router
 * builds its routes from these, the build its chunks and preloads, the server the paths it answers
 * with 200, the e2e suite its lists of pages (docs/decisions/051).
 */
export interface PageEntry {
  /** The address, as react-router matches it ('*': any other address). */
  readonly path: string;
  /** The module of apps/web/src that exports the page, without its extension. */
  readonly module: string;
  /** The page component's name among the module's exports. */
  readonly component: string;
  /** The browser's title ("<title> — <brand>"); none: the shop's own. */
  readonly title?: string;
  /** Who may see it: anyone, a signed-in customer, staff, or an admin. */
  readonly role: 'public' | 'customer' | 'staff' | 'admin';
  /** The layout route it renders in (its path is the layout's, or under it). */
  readonly layout?: 'profile' | 'backoffice';
  /**
   * A page of issue 13 ("Fast on a phone"): the code it shares with other such pages is grouped
   * per set of these pages that load it first (apps/web/scripts/page-chunks.mjs, decision 038), and
   * e2e/first-load-budgets.json holds its budget.
   */
  readonly firstLoad?: true;
  /** A car make shown under the header's title. */
  readonly carMake?: string;
}

/** A layout route: the pages of `layout` render inside it. */
export interface LayoutEntry {
  readonly path: string;
  readonly module: string;
  readonly component: string;
  readonly title?: string;
}
