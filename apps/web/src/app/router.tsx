import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { messages } from '@navihub/contract/messages';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { registerNavigator } from '@/lib/navigation';
import type { RouteHandle } from './layouts/header';
import { RootLayout } from './layouts/root-layout';
import { ErrorScreen } from './routes/error-screen';

/** Id of the root route, under which the back-office routes are added. */
const ROOT_ROUTE_ID = 'root';

function isBackofficePath(path: string) {
  const admin = paths.backoffice.path;
  return path === admin || path.startsWith(`${admin}/`);
}

/**
 * The first time an /admin address is opened (directly or by a link), its routes are fetched and
 * added under the root route; until then the '*' route matches it, and react-router asks here
 * before showing that (issue 12). Customers never fetch the back-office's route table.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  if (!isBackofficePath(path)) return;
  const { backofficeRoutes, BACKOFFICE_ROUTE_ID } = await import('./routes/backoffice-routes');
  if (matches.some((match) => match.route.id === BACKOFFICE_ROUTE_ID)) return;
  patch(ROOT_ROUTE_ID, backofficeRoutes);
};

/**
 * Route table of spec §2. Every page is lazy-loaded; the shell (layout, error screen) is not. The
 * back-office's routes are added on the way to them (patchRoutesOnNavigation).
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    Component: RootLayout,
    errorElement: <ErrorScreen />,
    HydrateFallback: () => <Spinner label={messages.loading} />,
    children: [
      {
        index: true,
        lazy: () => import('@/features/home/pages/home').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: paths.login.path,
        handle: { title: 'Log in' } satisfies RouteHandle,
        lazy: () => import('@/features/auth/pages/login').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: paths.register.path,
        handle: { title: 'Create account' } satisfies RouteHandle,
        lazy: () => import('@/features/auth/pages/register').then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: paths.createPassword.path,
        handle: { title: 'Create a password' } satisfies RouteHandle,
        lazy: () =>
          import('@/features/auth/pages/create-password').then((m) => ({ Component: m.CreatePasswordPage })),
      },
      {
        path: paths.confirmEmail.path,
        handle: { title: 'Confirm your e-mail' } satisfies RouteHandle,
        lazy: () =>
          import('@/features/auth/pages/confirm-email').then((m) => ({ Component: m.ConfirmEmailPage })),
      },
      {
        path: paths.navipin.path,
        handle: { carMake: 'Mercedes-Benz', title: 'Navigation codes' } satisfies RouteHandle,
        lazy: () => import('./routes/navipin').then((m) => ({ Component: m.NavipinPage })),
      },
      {
        path: paths.payment.path,
        handle: { title: 'Payment' } satisfies RouteHandle,
        lazy: () => import('@/features/codes/pages/payment').then((m) => ({ Component: m.PaymentPage })),
      },
      {
        path: paths.vrxtool.path,
        handle: { title: 'Converter' } satisfies RouteHandle,
        lazy: () => import('@/features/converter/pages/vrxtool').then((m) => ({ Component: m.VrxToolPage })),
      },
      {
        path: paths.vinCode.path,
        handle: { title: 'VIN decoder' } satisfies RouteHandle,
        lazy: () => import('@/features/vin/pages/vin-code').then((m) => ({ Component: m.VinCodePage })),
      },
      {
        path: paths.vinTable.path,
        handle: { title: 'VIN decoder' } satisfies RouteHandle,
        lazy: () => import('@/features/vin/pages/vin-table').then((m) => ({ Component: m.VinTablePage })),
      },
      {
        path: paths.subscription.path,
        handle: { title: 'Bundles' } satisfies RouteHandle,
        lazy: () =>
          import('@/features/bundles/pages/subscription').then((m) => ({ Component: m.SubscriptionPage })),
      },
      {
        path: paths.success.path,
        handle: { title: 'Your order' } satisfies RouteHandle,
        lazy: () => import('./routes/success').then((m) => ({ Component: m.SuccessPage })),
      },
      {
        path: paths.help.path,
        handle: { title: 'Help' } satisfies RouteHandle,
        lazy: () => import('@/features/help/pages/help').then((m) => ({ Component: m.HelpPage })),
      },
      // The legal pages and the online withdrawal (issue 32).
      {
        path: paths.terms.path,
        handle: { title: 'Terms' } satisfies RouteHandle,
        lazy: () => import('@/features/legal/pages/terms').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: paths.withdrawal.path,
        handle: { title: 'Withdrawal' } satisfies RouteHandle,
        lazy: () =>
          import('@/features/legal/pages/withdrawal').then((m) => ({ Component: m.WithdrawalPage })),
      },
      {
        path: paths.privacy.path,
        handle: { title: 'Privacy' } satisfies RouteHandle,
        lazy: () => import('@/features/legal/pages/privacy').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: paths.imprint.path,
        handle: { title: 'Imprint' } satisfies RouteHandle,
        lazy: () => import('@/features/legal/pages/imprint').then((m) => ({ Component: m.ImprintPage })),
      },
      {
        path: paths.withdraw.path,
        handle: { title: 'Withdraw from a contract' } satisfies RouteHandle,
        lazy: () => import('@/features/legal/pages/withdraw').then((m) => ({ Component: m.WithdrawPage })),
      },
      {
        path: paths.paymentError.path,
        handle: { title: 'Payment error' } satisfies RouteHandle,
        lazy: () => import('./routes/payment-error').then((m) => ({ Component: m.PaymentErrorPage })),
      },
      {
        path: paths.paymentCancel.path,
        handle: { title: 'Payment error' } satisfies RouteHandle,
        lazy: () => import('./routes/payment-error').then((m) => ({ Component: m.PaymentErrorPage })),
      },
      {
        path: paths.profile.root.path,
        lazy: () => import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })),
        children: [
          {
            index: true,
            handle: { title: 'Profile' } satisfies RouteHandle,
            lazy: () =>
              import('@/features/account/pages/profile').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: paths.profile.orders.path,
            handle: { title: 'Orders' } satisfies RouteHandle,
            lazy: () => import('@/features/codes/pages/orders').then((m) => ({ Component: m.OrdersPage })),
          },
          {
            path: paths.profile.purchases.path,
            handle: { title: 'Purchases' } satisfies RouteHandle,
            lazy: () =>
              import('@/features/account/pages/purchases').then((m) => ({ Component: m.PurchasesPage })),
          },
          {
            path: paths.profile.settings.path,
            handle: { title: 'Settings' } satisfies RouteHandle,
            lazy: () =>
              import('@/features/account/pages/settings').then((m) => ({ Component: m.SettingsPage })),
          },
        ],
      },
      {
        path: '*',
        handle: { title: 'Page not found' } satisfies RouteHandle,
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

/**
 * `table` with the lazy modules of the routes that match `pathname` already loaded (a copy; `table`
 * is left as it is). A router made from it renders the page at once instead of its HydrateFallback
 * (a spinner) while the page's module loads: the first paint is the page (decision 035). A module
 * that fails to load stays lazy, for the router to load again and show its error screen.
 */
export async function withPageLoaded(table: RouteObject[], pathname: string): Promise<RouteObject[]> {
  const lazyMatches = (matchRoutes(table, pathname) ?? []).flatMap(({ route }) =>
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
    startRoutes = await withPageLoaded(routes, pathname);
  } catch (error) {
    console.warn('Loading the page before the first render failed', error);
  }
}

let browserRouter: ReturnType<typeof createBrowserRouter> | null = null;

function getBrowserRouter() {
  if (!browserRouter) {
    browserRouter = createBrowserRouter(startRoutes, { patchRoutesOnNavigation });
    const router = browserRouter;
    registerNavigator(
      (to, options) => router.navigate(to, options),
      () => router.createHref(router.state.location),
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
