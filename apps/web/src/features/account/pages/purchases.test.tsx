import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

const account = {
  'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'reseller@example.com' })] },
  'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
};

const purchases = [
  {
    id: 'p-2',
    kind: 'subscription_bundle',
    fk_bundle: 3,
    name: 'Workshop year',
    amount: '990.00',
    currency: 'USD',
    status: 'fulfilled',
    created_at: '2026-11-20T10:00:00Z',
    tokens: null,
    duration_days: 365,
  },
  {
    id: 'p-1',
    kind: 'token_bundle',
    fk_bundle: 1,
    name: 'Reseller 10',
    amount: '312.00',
    currency: 'USD',
    status: 'fulfilled',
    created_at: '2026-11-01T10:00:00Z',
    tokens: 10,
    duration_days: null,
  },
];

async function openPurchases() {
  signIn();
  const view = renderApp('/profile/purchases');
  await screen.findByRole('heading', { name: 'Bundle purchases' }, { timeout: 5000 });
  return view;
}

describe('bundle purchases in the account (issue 17)', () => {
  it('lists each purchase with its date, bundle, amount and what it gave', async () => {
    fakeServer({ ...account, 'GET /api/v1/payment/bundle/': { body: { results: purchases } } });
    await openPurchases();
    const table = await screen.findByRole('table', { name: 'Bundle purchases' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Workshop year', '$990.00', '365 days', 'Paid'],
      ['Reseller 10', '$312.00', '10 tokens', 'Paid'],
    ]);
    // One format from Intl for dates and money outside the specification's (issue 31 item 10).
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('Nov 20, 2026');
    // The phone layout lists the same purchases as cards.
    const cards = screen.getByRole('list', { name: 'Bundle purchases' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
  });

  it('is reached from the account navigation', async () => {
    fakeServer({ ...account, 'GET /api/v1/payment/bundle/': { body: { results: [] } } });
    signIn();
    const { user } = renderApp('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Account' }, { timeout: 5000 });
    await user.click(within(nav).getByRole('link', { name: 'Purchases' }));
    expect(await screen.findByText('No bundle purchases yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a failed load as an error with Retry, not as no purchases', async () => {
    let fail = true;
    const server = fakeServer({
      ...account,
      'GET /api/v1/payment/bundle/': () =>
        fail
          ? { status: 503, body: { detail: 'Unavailable.', code: 'internal_error' } }
          : { body: { results: purchases } },
    });
    const { user } = await openPurchases();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Your purchases could not be loaded.');
    expect(screen.queryByText('No bundle purchases yet.')).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Bundle purchases' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/api/v1/payment/bundle/').length).toBeGreaterThan(1));
  });
});
