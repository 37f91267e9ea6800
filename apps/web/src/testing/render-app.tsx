import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { patchRoutesOnNavigation, routes as appRoutes } from '@/app/router';
import { registerNavigator } from '@/lib/navigation';
import { createQueryClient } from '@/lib/query-client';
import { reloadSession, TOKENS_KEY, USER_KEY, type SessionUser } from '@/lib/session';
import { tokenExpiringIn } from './fake-server';

/** Stores a signed-in session the way the app does (localStorage `authTokens` and `user`). */
export function signIn(
  user: SessionUser = { email: 'driver@example.com', discount: 0 },
  refresh = 'refresh-1',
) {
  window.localStorage.setItem(
    TOKENS_KEY,
    JSON.stringify({ access_token: tokenExpiringIn(60 * 60 * 1000), refresh_token: refresh }),
  );
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  reloadSession();
}

/**
 * Renders the whole app (providers, layout, lazy routes) at `url` in a memory router; a language's
 * pages under its prefix as `basename` ('/de').
 */
export function renderApp(
  url: string,
  options: { state?: unknown; routes?: RouteObject[]; basename?: string } = {},
) {
  const [address = '/', hash = ''] = url.split('#');
  const [pathname = '/', search = ''] = address.split('?');
  const router = createMemoryRouter(options.routes ?? appRoutes, {
    initialEntries: [
      { pathname, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '', state: options.state },
    ],
    patchRoutesOnNavigation,
    ...(options.basename && { basename: options.basename }),
  });
  registerNavigator(
    (to, opts) => router.navigate(to, opts),
    () => router.createHref(router.state.location),
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}
