import { messages } from '@navihub/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, siteConfig, tokenExpiringIn } from '@/testing/fake-server';
import { reloadSession, TOKENS_KEY } from '@/lib/session';
import { renderApp, signIn } from '@/testing/render-app';
import { PAGE_PATHS } from '@navihub/contract/pages';
import { routes, withPageLoaded } from './router';
import { backofficeRoutes } from './backoffice-routes';

const userStatus = [
  { pk: 1, email: 'driver@example.com', discount: 0, role: 'customer', receive_email: true },
];
const noBalance = { points: [], subscriptions: [] };

/** The paths that show a page: index routes take their parent's path; layouts are not pages. */
function pagePaths(table: RouteObject[], parent = '/'): string[] {
  return table.flatMap((route) => {
    if (route.path === '*') return [];
    if (route.index) return [parent];
    const path = route.path ?? parent;
    return route.children ? pagePaths(route.children, path) : [path];
  });
}

describe('routing', () => {
  it('has a page for exactly the paths the server answers with 200 (PAGE_PATHS)', () => {
    // The back-office's routes join the table on the way to /admin (patchRoutesOnNavigation).
    expect([...pagePaths(routes), ...pagePaths(backofficeRoutes)].sort()).toEqual([...PAGE_PATHS].sort());
  });

  it('lists no back-office route in the table every page loads (issue 12)', () => {
    expect(pagePaths(routes).filter((path) => path.startsWith('/admin'))).toEqual([]);
  });

  it('shows the page, not the loading spinner, on the first render when its module is loaded first', async () => {
    fakeServer();
    renderApp('/login', { routes: await withPageLoaded(routes, '/login') });

    // No waiting: the first render already has the page's heading and form.
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByText(messages.loading)).not.toBeInTheDocument();
    // The table it was copied from keeps its lazy routes.
    expect(routes[0]?.children?.every((route) => typeof route.lazy === 'function')).toBe(true);
  });

  it('without the page loaded first, shows the loading spinner until its module arrives', async () => {
    fakeServer();
    renderApp('/login');

    expect(screen.getByText(messages.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('adds the back-office routes on the way to a direct /admin address', async () => {
    fakeServer();
    const { router } = renderApp('/admin/orders');
    const matched: (string | undefined)[] = [];
    router.subscribe((state) => matched.push(state.matches.at(-1)?.route.path));

    await waitFor(() => expect(matched).toContain('/admin/orders'));
    expect(router.routes[0]?.children?.filter((route) => route.id === 'backoffice')).toHaveLength(1);
  });

  it('redirects a trailing slash to the same path without it and keeps the query', async () => {
    fakeServer();
    const { router } = renderApp('/login/?forgot=true');

    expect(await screen.findByRole('heading', { name: 'Restore password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?forgot=true');
  });

  it('shows the router error screen when a page fails', async () => {
    fakeServer();
    const Boom = () => {
      throw new Error('kaboom');
    };
    const root = routes[0] as RouteObject & { index?: false };
    const withBrokenPage: RouteObject[] = [
      { ...root, children: [...(root.children ?? []), { path: 'broken', Component: Boom }] },
    ];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    renderApp('/broken', { routes: withBrokenPage });

    expect(
      await screen.findByRole('heading', { name: messages.unexpectedApplicationError }),
    ).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it.each([
    ['/error', 'Ops! Payment Error.'],
    ['/cancel', 'Ops! Payment Error.'],
    ['/vrxtool', 'Upload your File'],
    ['/vin-code', 'VIN Decoder'],
  ])('%s shows its page', async (path, heading) => {
    fakeServer();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('payment error page links back home', async () => {
    fakeServer();
    const { user, router } = renderApp('/cancel');
    await user.click(await screen.findByRole('link', { name: /back to home page/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends /payment without a vin to /navipin', async () => {
    fakeServer();
    const { router } = renderApp('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/navipin'));
  });
});

describe('layout', () => {
  it('shows brand, title and the footer with the support e-mail from the site config', async () => {
    fakeServer();
    renderApp('/');

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'NaviHub' })).toHaveAttribute('href', '/');
    expect(within(banner).getByText('Maps update pin')).toBeInTheDocument();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Available worldwide')).toBeInTheDocument();
    const mail = await within(footer).findByRole('link', { name: siteConfig.support_email });
    expect(mail).toHaveAttribute('href', `mailto:${siteConfig.support_email}`);
  });

  it('offers Sign Up and Log in to guests', async () => {
    fakeServer();
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('opens the account menu from the e-mail button and logs out from it', async () => {
    const server = fakeServer({
      'GET /auth/user/status/': { body: userStatus },
      'GET /api/v1/points-subs/generate/': { body: noBalance },
      'POST /auth/logout/': { body: { detail: messages.loggedOut } },
    });
    signIn({ email: 'driver@example.com' }, 'refresh-9');
    const { user, router } = renderApp('/vrxtool');

    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'driver@example.com' }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('My Account')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/profile/orders');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText(messages.sessionEnded)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(banner).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authTokens')).toBeNull();
    expect(server.callsTo('POST', '/auth/logout/')[0]?.body).toEqual({ refresh: 'refresh-9' });
  });

  it('opens the account menu with the keyboard', async () => {
    fakeServer({
      'GET /auth/user/status/': { body: userStatus },
      'GET /api/v1/points-subs/generate/': { body: noBalance },
    });
    signIn();
    const { user } = renderApp('/vrxtool');
    (await screen.findByRole('button', { name: 'driver@example.com' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
  });
});

describe('services home page', () => {
  it('shows the three service cards; remote services come from the site config and are not a link', async () => {
    fakeServer();
    renderApp('/');

    const main = await screen.findByRole('main');
    const codes = await within(main).findByRole('link', { name: /Navigation codes/ }, { timeout: 5000 });
    expect(codes).toHaveAttribute('href', '/navipin');
    // The card holds the head units, each a link of its own (issue 31).
    const card = codes.closest('li')!;
    for (const item of ['NTG 4.5', 'NTG 5s1', 'NTG 5*2', 'NTG 5.5', 'Buy in bundle']) {
      expect(within(card).getByText(item)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /ONLINE VRX to AED converter/ })).toHaveAttribute(
      'href',
      '/vrxtool',
    );
    expect(screen.queryByRole('link', { name: /Remote service/ })).not.toBeInTheDocument();
    const remote = screen.getByRole('region', { name: 'Remote service' });
    expect(await within(remote).findByText('SCR counter reset')).toBeInTheDocument();
    expect(within(remote).getByText('Coding and programming')).toBeInTheDocument();
  });
});

describe('account area guard', () => {
  it('shows the check while an expiring access token is refreshed, then the page', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const server = fakeServer({
      'POST /auth/token/refresh/': async () => {
        await refreshHeld;
        return { body: { access: tokenExpiringIn(60 * 60 * 1000), refresh: 'refresh-2' } };
      },
      'GET /auth/user/status/': { body: userStatus },
      'GET /api/v1/points-subs/generate/': { body: noBalance },
      'GET /auth/user/receive_email': { body: { receive_email: true } },
    });
    signIn();
    window.localStorage.setItem(
      TOKENS_KEY,
      JSON.stringify({ access_token: tokenExpiringIn(-1000), refresh_token: 'refresh-1' }),
    );
    reloadSession();
    renderApp('/profile/settings');

    expect(await screen.findByText(messages.checkingAuthentication)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Navigation codes Notifications' })).not.toBeInTheDocument();
    releaseRefresh();

    expect(await screen.findByRole('switch', { name: 'Navigation codes Notifications' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/token/refresh/')).toHaveLength(1);
  });

  it('sends a guest to /login and back to the page after logging in', async () => {
    const fresh = tokenExpiringIn(60 * 60 * 1000);
    fakeServer({
      'POST /auth/login/': { body: { access_token: fresh, refresh_token: 'refresh-1' } },
      'GET /auth/user/status/': { body: userStatus },
      'GET /api/v1/points-subs/generate/': { body: noBalance },
      'GET /auth/user/receive_email': { body: { receive_email: true } },
    });
    const { user, router } = renderApp('/profile/settings');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/profile/settings' });
    // Type once the page's heading has taken the focus (PageFocus moves it in an effect), or the
    // keys go to the heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toHaveFocus());

    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('switch', { name: 'Navigation codes Notifications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/settings');
  });

  it('shows the account area to a signed-in user', async () => {
    fakeServer({
      'GET /auth/user/status/': { body: userStatus },
      'GET /api/v1/points-subs/generate/': { body: noBalance },
    });
    signIn();
    renderApp('/profile/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Manage your account settings and set e-mail preferences.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile/settings');
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  });

  it('logs out when the user status call fails with a dead session', async () => {
    fakeServer({
      'GET /auth/user/status/': { status: 401, body: { detail: 'expired', code: 'token_not_valid' } },
      'POST /auth/token/refresh/': { status: 401, body: { detail: 'expired', code: 'token_not_valid' } },
      'GET /api/v1/points-subs/generate/': {
        status: 401,
        body: { detail: 'expired', code: 'token_not_valid' },
      },
      'POST /auth/logout/': { body: { detail: messages.loggedOut } },
    });
    signIn();
    const { router } = renderApp('/vrxtool');

    expect(await screen.findByText(messages.sessionEnded)).toBeInTheDocument();
    expect(window.localStorage.getItem('authTokens')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('finding every tool and knowing where one is (issue 17)', () => {
  const mainNav = async () => screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 });

  it('links every tool from the header', async () => {
    fakeServer();
    renderApp('/');
    const nav = await mainNav();
    // The row for wide screens; the phone menu's list is hidden until opened.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Navigation codes', '/navipin'],
      ['Converter', '/vrxtool'],
      ['VIN decoder', '/vin-code'],
      ['Bundles', '/subscription'],
      ['Help', '/help'],
    ]);
  });

  it('opens the phone menu from its button and closes it on a choice or Escape', async () => {
    fakeServer({ 'GET /api/v1/subscribe_bundles/': { body: { results: [] } } });
    const { user, router } = renderApp('/');
    const nav = await mainNav();
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(list).not.toBeVisible();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    await user.click(within(list).getByRole('link', { name: 'Help' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives each page its own title and moves the focus to its heading on a page change', async () => {
    fakeServer();
    const { user } = renderApp('/');
    const nav = await mainNav();
    await waitFor(() => expect(document.title).toBe('NaviHub — Maps update pin'));

    await user.click(within(nav).getAllByRole('link', { name: 'Help' })[0]!);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Help' }, { timeout: 5000 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Help — NaviHub');

    await user.click(within(nav).getAllByRole('link', { name: 'Converter' })[0]!);
    const converter = await screen.findByRole(
      'heading',
      { level: 1, name: 'Upload your File' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(converter).toHaveFocus());
    expect(document.title).toBe('Converter — NaviHub');
  });

  it('answers the help page with the support address and the API guide', async () => {
    fakeServer();
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'API guide and reference' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    // In each head unit's steps and in 'Something went wrong'.
    const mail = await within(screen.getByRole('main')).findAllByRole('link', {
      name: siteConfig.support_email,
    });
    expect(mail).toHaveLength(5);
    for (const link of mail) expect(link).toHaveAttribute('href', `mailto:${siteConfig.support_email}`);
  });
});
