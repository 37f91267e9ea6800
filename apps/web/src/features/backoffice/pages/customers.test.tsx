import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { customerDetail, sessionRoutes, signInAs } from '../test-fixtures';

const LIST = '/api/v1/admin/customers/';
const { orders: _o, payments: _p, ledger: _l, ...customer } = customerDetail();

describe('the customer list', () => {
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
