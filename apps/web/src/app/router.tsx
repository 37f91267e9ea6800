import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { messages } from '@navihub/contract/messages';
import { BACKOFFICE_PATH } from '@navihub/contract/pages/backoffice-path';
import type { LayoutEntry, PageEntry } from '@navihub/contract/pages/page';
import { shopLayouts, shopPages } from '@navihub/contract/pages/shop';
import type { ComponentType } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { catalogsLoaded } from '@/i18n/catalogs';
import { languageBasename } from '@/i18n/translated';
import { registerNavigator } from '@/lib/navigation';
import { ErrorScreen } from './layouts/error-screen';
import type { RouteHandle } from './layouts/header';
import { RootLayout } from './layouts/root-layout';

/** Id of the root route, under which the back-office routes are added. */
const ROOT_ROUTE_ID = 'root';

function isBackofficePath(path: string) {
  const admin = BACKOFFICE_PATH;
  return path === admin || path.startsWith(`${admin}/`);
}

/**
 * The first time an /admin address is opened (directly or by a link), its routes are fetched and
 * added under the root route; until then the '*' route matches it, and react-router asks here
 * before showing that (issue 12). Customers never fetch the back-office's route table.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  if (!isBackofficePath(path)) return;
  const { backofficeRoutes, BACKOFFICE_ROUTE_ID } = await import('./backoffice-routes');
  if (matches.some((match) => match.route.id === BACKOFFICE_ROUTE_ID)) return;
  patch(ROOT_ROUTE_ID, backofficeRoutes);
};

type Module = Record<string, unknown>;

/**
 * Every page module of the shop and the layout routes of its pages, each loaded when its page is
 * opened (its own chunk): a feature's pages, the pages that compose two features (app/pages: a
 * feature never imports another, decision 018) and the layouts of pages. The back-office's pages
 * come in its one chunk (backoffice-routes.ts).
 */
const modules = import.meta.glob<Module>([
  '/src/features/*/pages/*.tsx',
  '/src/app/pages/*.tsx',
  '/src/app/layouts/*-route.tsx',
  '!**/*.test.tsx',
  '!/src/features/backoffice*/**',
  '!/src/app/layouts/backoffice-route.tsx',
]);

/** The route's `lazy` for a page or layout of the manifest (packages/contract/src/pages). */
function lazyOf({ module, component }: PageEntry | LayoutEntry): RouteObject['lazy'] {
  const load = modules[`/src/${module}.tsx`];
  if (!load) throw new Error(`No page module ${module}`);
  return async () => {
    const loaded = await load();
    // The page's texts in its language, fetched as its modules ran (decision 064): never English first.
    await catalogsLoaded();
    const Component = loaded[component] as ComponentType | undefined;
    if (!Component) throw new Error(`${module} has no ${component}`);
    return { Component };
  };
}

function handleOf(page: PageEntry): RouteHandle | undefined {
  if (!page.title && !page.carMake) return undefined;
  return { ...(page.carMake && { carMake: page.carMake }), ...(page.title && { title: page.title }) };
}

/** A page's route; its path is relative to its layout's, the layout's own page is its index. */
function pageRoute(page: PageEntry, parent = '/'): RouteObject {
  const handle = handleOf(page);
  const common = { ...(handle && { handle }), lazy: lazyOf(page) };
  return page.path === parent ? { index: true, ...common } : { path: page.path, ...common };
}

const pages: PageEntry[] = Object.values(shopPages);

/**
 * Route table of spec §2, built from the page manifest (packages/contract/src/pages/shop.ts).
 * Every page is lazy-loaded; the shell (layout, error screen) is not. The back-office's routes are
 * added on the way to them (patchRoutesOnNavigation).
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    Component: RootLayout,
    errorElement: <ErrorScreen />,
    HydrateFallback: () => <Spinner label={messages.loading} />,
    children: [
      ...pages.filter((page) => !page.layout && page.path !== '*').map((page) => pageRoute(page)),
      ...Object.entries(shopLayouts).map(([name, layout]) => ({
        path: layout.path,
        lazy: lazyOf(layout),
        children: pages.filter((page) => page.layout === name).map((page) => pageRoute(page, layout.path)),
      })),
      ...pages.filter((page) => page.path === '*').map((page) => pageRoute(page)),
    ],
  },
];

/**
 * `table` with the lazy modules of the routes that match `pathname` already loaded (a copy; `table`
 * is left as it is). A router made from it renders the page at once instead of its HydrateFallback
 * (a spinner) while the page's module loads: the first paint is the page (decision 035). A module
 * that fails to load stays lazy, for the router to load again and show its error screen.
 */
export async function withPageLoaded(
  table: RouteObject[],
  pathname: string,
  basename?: string,
): Promise<RouteObject[]> {
  const lazyMatches = (matchRoutes(table, pathname, basename) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [{ route, lazy: route.lazy }] : [],
  );
  const loaded = new Map<RouteObject, object>();
  await Promise.all(
    lazyMatches.map(async ({ route, lazy }) => {
      loaded.set(route, await lazy());
    }),
  );
  const copy = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      const module = loaded.get(route);
      const next = (module ? { ...route, ...module, lazy: undefined } : { ...route }) as RouteObject;
      if (route.children) next.children = copy(route.children);
      return next;
    });
  return copy(table);
}

/** The route table the browser's router starts from: `routes`, or the copy made by loadCurrentPage. */
let startRoutes = routes;

/**
 * Loads the current page's route modules (main.tsx awaits it before the first render). Never
 * fails: without them the router loads them itself, as before. The back-office's routes are not in
 * the table yet (patchRoutesOnNavigation adds them), so nothing is loaded for an /admin address.
 */
export async function loadCurrentPage(pathname = window.location.pathname): Promise<void> {
  if (isBackofficePath(pathname)) return;
  try {
    startRoutes = await withPageLoaded(routes, pathname, languageBasename());
  } catch (error) {
    console.warn('Loading the page before the first render failed', error);
  }
}

let browserRouter: ReturnType<typeof createBrowserRouter> | null = null;

function getBrowserRouter() {
  if (!browserRouter) {
    // Every page of a language under its prefix ('/de/navipin'): links and navigations stay in it.
    const basename = languageBasename();
    browserRouter = createBrowserRouter(startRoutes, {
      patchRoutesOnNavigation,
      ...(basename && { basename }),
    });
    const router = browserRouter;
    registerNavigator(
      (to, options) => router.navigate(to, options),
      // The app's own address, without the language prefix (the router adds it when it goes there).
      () => {
        const { pathname, search, hash } = router.state.location;
        return pathname + search + hash;
      },
    );
  }
  return browserRouter;
}

/**
 * The address being opened: the router's pending navigation (its page's script file is what
 * failed to load), or the current one.
 */
export function pendingHref(): string {
  const router = browserRouter;
  const location = router?.state.navigation.location;
  return router && location ? router.createHref(location) : window.location.href;
}

export function AppRouter() {
  return <RouterProvider router={getBrowserRouter()} />;
}
