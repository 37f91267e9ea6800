import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { orderPage, sessionRoutes, signInAs, type Role } from './test-fixtures';

const dashboard = {
  'GET /api/v1/admin/dashboard/': {
    body: {
      currency: 'USD',
      today: {
        orders: 0,
        orders_by_payment: { points: 0, subscription: 0, card: 0 },
        revenue: [],
        failed_orders: 0,
        median_seconds_to_pin: null,
      },
      last_30_days: {
        orders: 0,
        orders_by_payment: { points: 0, subscription: 0, card: 0 },
        revenue: [],
        failed_orders: 0,
        median_seconds_to_pin: null,
      },
      awaiting_pin: { count: 0, oldest_seconds: null },
      daily: [],
    },
  },
  'GET /api/v1/backoffice/withdrawals/': { body: { results: [] } },
};

describe('the way into the back-office', () => {
  it.each<[Role, boolean]>([
    ['staff', true],
    ['admin', true],
    ['customer', false],
  ])('the header of a %s shows the Back-office link: %s', async (role, shown) => {
    fakeServer(sessionRoutes(role));
    signInAs(role);
    renderApp('/profile/settings');

    const header = await screen.findByRole('banner');
    // The account menu (and with it the link) arrives with its own chunk.
    await within(header).findByRole('button', { name: `${role}@navihub.test` });
    const link = within(header).queryByRole('link', { name: 'Back-office' });
    if (shown) expect(link).toHaveAttribute('href', '/admin');
    else expect(link).not.toBeInTheDocument();
  });

  it('shows a customer the 403 page with a way home, and asks the server nothing', async () => {
    const server = fakeServer(sessionRoutes('customer'));
    signInAs('customer');
    renderApp('/admin/orders');

    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText('You do not have access to the back-office.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
    expect(server.calls.filter((c) => c.path.startsWith('/api/v1/admin/'))).toHaveLength(0);
  });

  it('sends a signed-out visitor to the sign-in page, to come back after it', async () => {
    fakeServer();
    const { router } = renderApp('/admin/orders?status=failed');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/admin/orders?status=failed' });
  });

  it('keeps the admin sections from staff: no link to them, and a 403 at their address', async () => {
    fakeServer({ ...sessionRoutes('staff'), ...dashboard });
    signInAs('staff');
    renderApp('/admin/catalogue');

    expect(
      await screen.findByText('Only admins have access to this part of the back-office.'),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back-office sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Customers', 'Withdrawals', 'Failed work', 'Audit log']);
  });

  it('gives an admin every section and moves between them', async () => {
    fakeServer({
      ...sessionRoutes('admin'),
      ...dashboard,
      'GET /api/v1/admin/orders/': orderPage([]),
    });
    signInAs('admin');
    const { user } = renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back-office sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Withdrawals',
      'Failed work',
      'Catalogue',
      'Invoices',
      'Audit log',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument();
    expect((await screen.findAllByText('No orders match.'))[0]).toBeInTheDocument();
  });
});
