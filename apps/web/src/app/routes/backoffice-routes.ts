import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import type { RouteHandle } from '../layouts/header';

/** The staff back-office: every page of it comes in one chunk, fetched by staff only. */
const backoffice = () => import('./backoffice');

const BACKOFFICE_PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/orders/:id',
  '/admin/customers',
  '/admin/customers/:id',
  '/admin/catalogue',
  '/admin/audit',
  '/admin/failed',
];

/** Id of the back-office's layout route: once it is in the route table, nothing more to add. */
export const BACKOFFICE_ROUTE_ID = 'backoffice';

/**
 * The /admin routes, added under the root route by router.tsx's patchRoutesOnNavigation the first
 * time an /admin address is opened: the route table every customer loads does not list them
 * (issue 12).
 */
export const backofficeRoutes: RouteObject[] = [
  {
    id: BACKOFFICE_ROUTE_ID,
    path: paths.backoffice.path,
    handle: { title: 'Back-office' } satisfies RouteHandle,
    lazy: () => backoffice().then((m) => ({ Component: m.BackofficeRoute })),
    children: BACKOFFICE_PAGES.map((path) => ({
      path,
      lazy: () => backoffice().then((m) => ({ Component: m.backofficePages[path] })),
    })),
  },
];
