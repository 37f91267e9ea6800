import { type BackofficePageId, backofficeLayout, backofficePages } from '@navihub/contract/pages/backoffice';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './layouts/header';

/** The staff back-office: every page of it comes in one chunk, fetched by staff only. */
const backoffice = () => import('./layouts/backoffice-route');

/** Id of the back-office's layout route: once it is in the route table, nothing more to add. */
export const BACKOFFICE_ROUTE_ID = 'backoffice';

/**
 * The /admin routes of the page manifest (packages/contract/src/pages/backoffice.ts), added under
 * the root route by router.tsx's patchRoutesOnNavigation the first time an /admin address is
 * opened: the route table every customer loads does not list them (issue 12).
 */
export const backofficeRoutes: RouteObject[] = [
  {
    id: BACKOFFICE_ROUTE_ID,
    path: backofficeLayout.path,
    handle: { title: backofficeLayout.title } satisfies RouteHandle,
    lazy: () => backoffice().then((m) => ({ Component: m.BackofficeRoute })),
    children: Object.entries(backofficePages).map(([id, page]) => ({
      path: page.path,
      handle: { title: page.title } satisfies RouteHandle,
      lazy: () =>
        backoffice().then((m) => ({ Component: m.backofficePageComponents[id as BackofficePageId] })),
    })),
  },
];
