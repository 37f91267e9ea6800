import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { ORDERS_REFRESH_MS } from '../api/orders';
import { orderPage, sessionRoutes, signInAs, staffOrder } from '../test-fixtures';

const LIST = '/api/v1/admin/orders/';

async function openOrders(
  handler: NonNullable<Parameters<typeof fakeServer>[0]>[string],
  url = '/admin/orders',
) {
  const server = fakeServer({ ...sessionRoutes('staff'), [`GET ${LIST}`]: handler });
  signInAs('staff');
  const view = renderApp(url);
  const table = await screen.findByRole('table', { name: 'Orders, newest first.' });
  return { server, table, ...view };
}

describe('the order queue', () => {
  it('lists the orders with what staff need to act on them', async () => {
    const { table } = await openOrders(
      orderPage([
        staffOrder(),
        staffOrder({
          id: 'b1b2c3d4-0000-4000-8000-000000000001',
          number: 1041,
          paid_with: 'points',
          amount: null,
          status: 'fulfilled',
          email: null,
          customer_id: null,
        }),
      ]),
    );

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Number',
      'Date',
      'Customer e-mail',
      'Head unit',
      'Region',
      'Version',
      'VIN',
      'Paid with',
      'Amount',
      'Status',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Order 1042' })).toHaveAttribute(
      'href',
      '/admin/orders/3f2b8c4e-1d2a-4b6c-9e8f-0a1b2c3d4e5f',
    );
    expect(first).toHaveTextContent('guest@example.com');
    expect(first).toHaveTextContent('WDD2050001F595854');
    expect(first).toHaveTextContent('39.00 USD');
    expect(first).toHaveTextContent('Awaiting PIN');
    expect(second).toHaveTextContent('unknown');
    expect(second).toHaveTextContent('Point');
    expect(second).toHaveTextContent('Fulfilled');
    // An order of an account links to its customer; a guest's is plain text.
    expect(within(first!).getByRole('link', { name: 'guest@example.com' })).toHaveAttribute(
      'href',
      '/admin/customers/7',
    );
    expect(within(second!).queryByRole('link', { name: 'unknown' })).not.toBeInTheDocument();

    // On a phone, a card per order with the same fields (the table is for wider screens).
    const cards = within(screen.getByRole('list', { name: 'Orders, newest first.' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Order 1042' })).toHaveAttribute(
      'href',
      '/admin/orders/3f2b8c4e-1d2a-4b6c-9e8f-0a1b2c3d4e5f',
    );
    expect(cards[0]).toHaveTextContent('NH-7K3Q-92');
    expect(cards[0]).toHaveTextContent('WDD2050001F595854');
    expect(cards[0]).toHaveTextContent('39.00 USD');
    expect(cards[0]).toHaveTextContent('Awaiting PIN');
  });

  it('lists the orders awaiting a PIN oldest first, with how long each has waited', async () => {
    fakeServer({
      ...sessionRoutes('staff'),
      [`GET ${LIST}`]: orderPage([
        staffOrder({ waited_seconds: 3 * 86_400 + 4 * 3600 }),
        staffOrder({ id: 'b1b2c3d4-0000-4000-8000-000000000001', number: 1043, waited_seconds: 7500 }),
      ]),
    });
    signInAs('staff');
    renderApp('/admin/orders?status=awaiting_pin');
    const table = await screen.findByRole('table', {
      name: 'Orders awaiting a PIN, the longest waiting first.',
    });

    expect(within(table).getByRole('columnheader', { name: 'Waited' })).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('3 d 4 h');
    expect(second).toHaveTextContent('2 h 5 min');
    const cards = within(
      screen.getByRole('list', { name: 'Orders awaiting a PIN, the longest waiting first.' }),
    ).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Waited3 d 4 h');
  });

  it('filters by status and searches, from page 1, keeping both in the address', async () => {
    const { server, user, router } = await openOrders((req) =>
      orderPage(req.url.searchParams.get('q') === 'WDD2050001F595854' ? [staffOrder()] : []),
    );
    expect(server.callsTo('GET', LIST)[0]!.url.searchParams.get('status')).toBe('all');

    await user.click(screen.getByRole('button', { name: 'Awaiting PIN' }));
    await waitFor(() =>
      expect(server.callsTo('GET', LIST).at(-1)!.url.searchParams.get('status')).toBe('awaiting_pin'),
    );
    expect(screen.getByRole('button', { name: 'Awaiting PIN' })).toHaveAttribute('aria-pressed', 'true');
    expect((await screen.findAllByText('No orders match.'))[0]).toBeInTheDocument();

    await user.type(
      screen.getByLabelText('Order number or reference, e-mail or VIN'),
      'WDD2050001F595854{Enter}',
    );
    expect((await screen.findAllByRole('link', { name: 'Order 1042' }))[0]).toBeInTheDocument();
    const last = server.callsTo('GET', LIST).at(-1)!.url.searchParams;
    expect([last.get('status'), last.get('q'), last.get('page')]).toEqual([
      'awaiting_pin',
      'WDD2050001F595854',
      '1',
    ]);
    expect(router.state.location.search).toBe('?status=awaiting_pin&q=WDD2050001F595854');
  });

  it('pages through the queue 20 at a time', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) =>
      staffOrder({ id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`, number: 2000 - i }),
    );
    const { server, user } = await openOrders((req) =>
      req.url.searchParams.get('page') === '2'
        ? orderPage([staffOrder({ number: 1 })], { count: 21, previous: `${LIST}?page=1` })
        : orderPage(page1, { count: 21, next: `${LIST}?page=2` }),
    );

    expect(await screen.findByText(/Page 1 of 2/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect((await screen.findAllByRole('link', { name: 'Order 1' }))[0]).toBeInTheDocument();
    expect(screen.getByText(/Page 2 of 2/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(server.callsTo('GET', LIST).at(-1)!.url.searchParams.get('page')).toBe('2');
  });

  it('shows a new paid order by itself while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let orders = [staffOrder()];
    const { server } = await openOrders(() => orderPage(orders));
    expect(screen.queryAllByRole('link', { name: 'Order 1043' })).toHaveLength(0);
    const before = server.callsTo('GET', LIST).length;

    orders = [staffOrder({ id: 'c0c0c0c0-0000-4000-8000-000000000002', number: 1043 }), ...orders];
    await act(() => vi.advanceTimersByTimeAsync(ORDERS_REFRESH_MS));

    expect((await screen.findAllByRole('link', { name: 'Order 1043' }))[0]).toBeInTheDocument();
    expect(server.callsTo('GET', LIST).length).toBe(before + 1);
  });

  it('asks nothing while the browser tab is hidden, and again when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = await openOrders(orderPage([staffOrder()]));
    const before = server.callsTo('GET', LIST).length;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void window.dispatchEvent(new Event('visibilitychange')));

    await act(() => vi.advanceTimersByTimeAsync(3 * ORDERS_REFRESH_MS));
    expect(server.callsTo('GET', LIST).length).toBe(before);

    visibility.mockReturnValue('visible');
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await act(() => vi.advanceTimersByTimeAsync(ORDERS_REFRESH_MS));
    await waitFor(() => expect(server.callsTo('GET', LIST).length).toBeGreaterThan(before));
  });

  it('says when the queue cannot be read, with the server reason, and tries again', async () => {
    let fail = true;
    fakeServer({
      ...sessionRoutes('staff'),
      [`GET ${LIST}`]: () =>
        fail
          ? { status: 500, body: { detail: 'The database is away.', code: 'internal_error' } }
          : orderPage([staffOrder()]),
    });
    signInAs('staff');
    const { user } = renderApp('/admin/orders');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This list could not be loaded.');
    expect(alert).toHaveTextContent('The database is away.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('link', { name: 'Order 1042' }))[0]).toBeInTheDocument();
  });
});
