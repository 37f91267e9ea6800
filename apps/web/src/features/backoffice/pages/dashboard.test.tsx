import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { sessionRoutes, signInAs, staffWithdrawal } from '../test-fixtures';

// uPlot draws on a canvas, which jsdom does not have (it fails on load, reading matchMedia): the
// chart is stood in for by a list of what it was given. The same figures are in the table below it.
vi.mock('../components/uplot-chart', () => ({
  UplotChart: ({ daily }: { daily: { date: string; orders: number }[] }) => (
    <p data-testid="chart">{daily.map((d) => `${d.date}:${d.orders}`).join(' ')}</p>
  ),
}));

const period = (orders: number) => ({
  orders,
  orders_by_payment: { points: 1, subscription: 0, card: orders - 1 },
  revenue: [
    { method: 'stripe', amount: `${(orders - 1) * 39}.00`, payments: orders - 1, refunded: '0.00' },
    { method: 'dev', amount: '38.00', payments: 1, refunded: '1.00' },
  ],
  failed_orders: 1,
  median_seconds_to_pin: 754,
});

describe('the dashboard', () => {
  it('shows today, the last 30 days, the orders waiting for a PIN and the daily chart', async () => {
    fakeServer({
      ...sessionRoutes('staff'),
      'GET /api/v1/admin/dashboard/': {
        body: {
          currency: 'USD',
          today: period(3),
          last_30_days: period(41),
          awaiting_pin: { count: 2, oldest_seconds: 7500 },
          daily: [
            { date: '2026-11-23', orders: 5, revenue: '195.00' },
            { date: '2026-11-24', orders: 3, revenue: '78.00' },
          ],
        },
      },
      'GET /api/v1/backoffice/withdrawals/': {
        body: {
          results: [
            staffWithdrawal({ id: 3, received_at: '2026-11-26T14:05:00Z' }),
            staffWithdrawal({ id: 2, received_at: '2026-11-25T09:00:00Z', status: 'refunded' }),
            staffWithdrawal({ id: 1, received_at: '2026-11-24T08:30:00Z' }),
          ],
        },
      },
    });
    signInAs('staff');
    const { user } = renderApp('/admin');

    const waiting = await screen.findByRole('region', { name: 'Awaiting a PIN' });
    expect(within(waiting).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      '/admin/orders?status=awaiting_pin',
    );
    expect(waiting).toHaveTextContent('Oldest waits 2 h 5 min');
    // Withdrawals nobody refunded or closed yet: consumers are owed their money within 14 days.
    const withdrawals = await screen.findByRole('region', { name: 'Withdrawals to handle' });
    expect(await within(withdrawals).findByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      '/admin/withdrawals',
    );
    expect(withdrawals).toHaveTextContent(/Oldest received 24 Nov 2026/);

    const today = screen.getByRole('region', { name: 'Today' });
    expect(today).toHaveTextContent('Orders3');
    expect(today).toHaveTextContent('Point: 1 · Subscription: 0 · Card: 2');
    expect(today).toHaveTextContent('Revenue after refunds');
    expect(today).toHaveTextContent('Card (Stripe): 78.00 USD (2 payments)');
    // The dev checkout takes no money: said in words, not as a bare provider name.
    expect(today).toHaveTextContent('Dev checkout, test payments: 38.00 USD (1 payment; 1.00 USD refunded)');
    expect(today).not.toHaveTextContent('dev:');
    expect(today).toHaveTextContent('Failed orders1');
    expect(today).toHaveTextContent('Median time payment → PIN12 min 34 s');
    expect(screen.getByRole('region', { name: 'Last 30 days' })).toHaveTextContent(
      'Card (Stripe): 1560.00 USD (40 payments)',
    );

    expect(await screen.findByTestId('chart')).toHaveTextContent('2026-11-23:5 2026-11-24:3');
    await user.click(screen.getByText('The chart as a table'));
    const rows = screen.getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('24 Nov378.00');
  });

  it('says when no withdrawal is open, and when the withdrawals could not be read', async () => {
    let withdrawals: object = { status: 503, body: { detail: 'The database is not answering.' } };
    fakeServer({
      ...sessionRoutes('staff'),
      'GET /api/v1/admin/dashboard/': {
        body: {
          currency: 'USD',
          today: period(1),
          last_30_days: period(1),
          awaiting_pin: { count: 0, oldest_seconds: null },
          daily: [],
        },
      },
      'GET /api/v1/backoffice/withdrawals/': () => withdrawals,
    });
    signInAs('staff');
    const { user } = renderApp('/admin');
    const region = await screen.findByRole('region', { name: 'Withdrawals to handle' }, { timeout: 5000 });
    expect(await within(region).findByText('This list could not be loaded.')).toBeInTheDocument();
    // The rest of the dashboard is shown all the same.
    expect(screen.getByRole('region', { name: 'Awaiting a PIN' })).toHaveTextContent('None waiting');

    withdrawals = { body: { results: [staffWithdrawal({ status: 'closed', note: 'Duplicate.' })] } };
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('link', { name: '0' })).toHaveAttribute(
      'href',
      '/admin/withdrawals',
    );
    expect(region).toHaveTextContent('None open');
  });
});
