import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { customerDetail, orderPage, sessionRoutes, signInAs, staffOrder } from '../test-fixtures';

const LIST = '/api/v1/admin/customers/';
const { orders: _o, payments: _p, ledger: _l, ...customer } = customerDetail();

describe('the customer list', () => {
  it("finds a guest's orders by e-mail: guests have no account", async () => {
    const server = fakeServer({
      ...sessionRoutes('staff'),
      [`GET ${LIST}`]: { body: { count: 0, next: null, previous: null, results: [] } },
      'GET /api/v1/admin/orders/': (req) =>
        orderPage(
          req.url.searchParams.get('q') === 'guest@example.com'
            ? [
                staffOrder({ customer_id: null }),
                staffOrder({ id: 'b1b2c3d4-0000-4000-8000-000000000002', number: 1040, customer_id: 7 }),
              ]
            : [],
        ),
    });
    signInAs('staff');
    const { user } = renderApp('/admin/customers');

    await user.type(await screen.findByLabelText('E-mail, name or number'), 'guest@example.com{Enter}');
    const guests = await screen.findByRole('region', { name: 'Orders of guests' });
    expect(guests).toHaveTextContent(
      'Guests buy without an account: their orders matching “guest@example.com”.',
    );
    const table = within(guests).getByRole('table', { name: 'Orders of guests matching the search.' });
    expect(within(table).getByRole('link', { name: 'Order 1042' })).toHaveAttribute(
      'href',
      '/admin/orders/3f2b8c4e-1d2a-4b6c-9e8f-0a1b2c3d4e5f',
    );
    // An account's order is found under its customer, not here.
    expect(within(table).queryByRole('link', { name: 'Order 1040' })).not.toBeInTheDocument();
    expect(
      within(guests).getByRole('link', { name: 'All orders matching “guest@example.com”' }),
    ).toHaveAttribute('href', '/admin/orders?q=guest%40example.com');
    expect(server.callsTo('GET', '/api/v1/admin/orders/').at(-1)!.url.searchParams.get('q')).toBe(
      'guest@example.com',
    );
  });

  it('searches by e-mail, name or number and opens a customer', async () => {
    const server = fakeServer({
      ...sessionRoutes('staff'),
      [`GET ${LIST}`]: (req) => ({
        body: {
          count: req.url.searchParams.get('q') === 'dana' ? 1 : 0,
          next: null,
          previous: null,
          results: req.url.searchParams.get('q') === 'dana' ? [customer] : [],
        },
      }),
      'GET /api/v1/admin/customers/31/': { body: customerDetail() },
    });
    signInAs('staff');
    const { user } = renderApp('/admin/customers');
    expect((await screen.findAllByText('No customers match.'))[0]).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail, name or number'), 'dana{Enter}');
    const table = await screen.findByRole('table', { name: 'Accounts, newest first.' });
    const row = await within(table).findByRole('row', { name: /driver@example.com/ });
    expect(row).toHaveTextContent('Dana Driver');
    expect(row).toHaveTextContent('Customer');
    expect(screen.getByText(/1 result/)).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', LIST).at(-1)!.url.searchParams.get('q')).toBe('dana'));

    // On a phone, a card per account with the same fields under the same names.
    const cards = within(screen.getByRole('list', { name: 'Accounts, newest first.' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('link', { name: 'driver@example.com' })).toHaveAttribute(
      'href',
      '/admin/customers/31',
    );
    const fields = Object.fromEntries(
      within(cards[0]!)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
    );
    expect(Object.keys(fields)).toEqual([
      'Number',
      'Name',
      'Role',
      'Points',
      'Subscription until',
      'Discount',
      'State',
      'Created',
    ]);
    expect(fields).toMatchObject({ Number: '31', Name: 'Dana Driver', Role: 'Customer' });

    await user.click(within(row).getByRole('link', { name: 'driver@example.com' }));
    expect(await screen.findByRole('heading', { name: 'driver@example.com', level: 1 })).toBeInTheDocument();
  });
});
