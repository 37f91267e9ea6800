import {
  createBrowserRouter,
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

/**
 * The first time an /admin address is opened (directly or by a link), its routes are fetched and
 * added under the root route; until then the '*' route matches it, and react-router asks here
 * before showing that (issue 12). Customers never fetch the back-office's route table.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  const admin = paths.backoffice.path;
  if (path !== admin && !path.startsWith(`${admin}/`)) return;
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

let browserRouter: ReturnType<typeof createBrowserRouter> | null = null;

function getBrowserRouter() {
  if (!browserRouter) {
    browserRouter = createBrowserRouter(routes, { patchRoutesOnNavigation });
    const router = browserRouter;
    registerNavigator((to, options) => router.navigate(to, options));
  }
  return browserRouter;
}

export function AppRouter() {
  return <RouterProvider router={getBrowserRouter()} />;
}
