import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { customerDetail, fieldErrors, sessionRoutes, signInAs, type Role } from '../test-fixtures';

const ONE = '/api/v1/admin/customers/31/';

function openCustomer(routes: Parameters<typeof fakeServer>[0], role: Role = 'staff') {
  const server = fakeServer({
    ...sessionRoutes(role),
    [`GET ${ONE}`]: { body: customerDetail() },
    ...routes,
  });
  signInAs(role);
  return { server, ...renderApp('/admin/customers/31') };
}

async function pointsForm() {
  return screen.findByRole('region', { name: 'Give or take points' });
}

describe("a customer's page", () => {
  it('shows the balance, role and state, and gives points with a reason', async () => {
    const { server, user } = openCustomer({
      [`POST ${ONE}points/`]: {
        body: customerDetail({
          points: 8,
          ledger: [
            {
              id: 1,
              at: '2026-11-24T10:00:00Z',
              tool: 'Navigation codes tokens',
              delta: 5,
              reason: 'Goodwill',
              reference: 'staff',
            },
          ],
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'driver@example.com', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('3 points');

    const form = await pointsForm();
    await user.type(within(form).getByLabelText('Points (negative takes)'), '5');
    await user.type(within(form).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Save points' }));

    expect(await screen.findByText('The balance is now 8.')).toBeInTheDocument();
    expect(server.callsTo('POST', `${ONE}points/`)[0]!.body).toEqual({ points: 5, reason: 'Goodwill' });
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('8 points');
    expect(screen.getByRole('table', { name: 'Points ledger' })).toHaveTextContent('+5');
    // On a phone, a card per ledger entry instead of the table.
    expect(screen.getByRole('list', { name: 'Points ledger' })).toHaveTextContent('+5');
    expect(within(form).getByLabelText('Points (negative takes)')).toHaveValue('');
  });

  it.each([
    ['', 'Goodwill', 'This field is required.'],
    ['1.5', 'Goodwill', 'A valid integer is required.'],
    ['0', 'Goodwill', 'Give or take at least one point.'],
    ['2', '   ', 'This field is required.'],
  ])('does not send %j points with reason %j: %s', async (points, reason, message) => {
    const { server, user } = openCustomer({});
    const form = await pointsForm();
    if (points) await user.type(within(form).getByLabelText('Points (negative takes)'), points);
    await user.type(within(form).getByLabelText('Reason'), reason);
    await user.click(within(form).getByRole('button', { name: 'Save points' }));

    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(server.callsTo('POST', `${ONE}points/`)).toHaveLength(0);
  });

  it("shows the server's messages under the fields and its refusal of the whole", async () => {
    let answer: { status: number; body: unknown } = fieldErrors({
      points: ['At most 100000 points at once.'],
    });
    const { user } = openCustomer({ [`POST ${ONE}points/`]: () => answer });
    const form = await pointsForm();
    const points = within(form).getByLabelText('Points (negative takes)');
    await user.type(points, '-200000');
    await user.type(within(form).getByLabelText('Reason'), 'Abuse');
    await user.click(within(form).getByRole('button', { name: 'Save points' }));
    expect(await within(form).findByText('At most 100000 points at once.')).toBeInTheDocument();
    expect(points).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 409, body: { detail: 'The customer has only 3 points.', code: 'conflict' } };
    await user.click(within(form).getByRole('button', { name: 'Save points' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The customer has only 3 points.');
  });

  it('tells a staff member how many points they may still give today, and a refusal in words', async () => {
    const limited = customerDetail({ points_limits: { per_action: 10, per_day: 50, left_today: 15 } });
    const { user } = openCustomer({
      [`GET ${ONE}`]: { body: limited },
      [`POST ${ONE}points/`]: {
        status: 403,
        body: {
          detail: 'Staff may give or take at most 10 points at once: ask an admin for more.',
          code: 'needs_admin',
        },
      },
    });
    const form = await pointsForm();
    const points = within(form).getByLabelText('Points (negative takes)');
    expect(points).toHaveAccessibleDescription(
      'A whole number, e.g. 5 or -2. You may give or take 15 more points today (at most 10 at once, 50 a day); beyond that ask an admin.',
    );
    await user.type(points, '12');
    await user.type(within(form).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Save points' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Staff may give or take at most 10 points at once: ask an admin for more.',
    );
  });

  it("says on the staff member's own account that another must give its points", async () => {
    openCustomer({ [`GET ${ONE}`]: { body: customerDetail({ own_account: true }) } });
    expect(
      within(await pointsForm()).getByText(
        'This is your own account: another staff member must give or take its points.',
      ),
    ).toBeInTheDocument();
  });

  it('gives staff no admin settings', async () => {
    openCustomer({});
    await pointsForm();
    expect(screen.queryByRole('region', { name: 'Admin settings' })).not.toBeInTheDocument();
  });

  it('lets an admin disable the account after confirming', async () => {
    const { server, user } = openCustomer(
      { [`PATCH ${ONE}`]: { body: customerDetail({ disabled: true }) } },
      'admin',
    );
    const admin = await screen.findByRole('region', { name: 'Admin settings' });
    await user.click(within(admin).getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    expect(server.callsTo('PATCH', ONE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    expect(await screen.findByText('The account is disabled.')).toBeInTheDocument();
    expect(server.callsTo('PATCH', ONE)[0]!.body).toEqual({ disabled: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // findBy: the closed dialog's clean-up (Radix's aria-hidden) may run a moment after it has gone.
    expect(await within(admin).findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
  });

  it("sets an admin's discount and shows the server's message under it", async () => {
    const { server, user } = openCustomer(
      { [`PATCH ${ONE}`]: fieldErrors({ discount_percent: ['The discount is 0–100 %.'] }) },
      'admin',
    );
    const admin = await screen.findByRole('region', { name: 'Admin settings' });
    const discount = within(admin).getByLabelText('Personal discount (%)');
    await user.clear(discount);
    await user.type(discount, '150');
    await user.click(within(admin).getByRole('button', { name: 'Save discount' }));

    expect(await within(admin).findByText('The discount is 0–100 %.')).toBeInTheDocument();
    expect(server.callsTo('PATCH', ONE)[0]!.body).toEqual({ discount_percent: 150 });
  });
});
