import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { fieldErrors, PAYMENT_ID, sessionRoutes, signInAs, staffWithdrawal } from '../test-fixtures';

const LIST = '/api/v1/backoffice/withdrawals/';
const CAPTION = 'Withdrawals, newest first.';

const open = staffWithdrawal();
const pin = staffWithdrawal({
  id: 11,
  receipt: 'WD-5M2P-41',
  received_at: '2026-11-25T08:00:00Z',
  name: 'Jan Kowalski',
  email: 'jan@example.com',
  reference: 'NH-4R8T-17',
  contract: 'pin',
  reason: null,
});
const closed = staffWithdrawal({
  id: 9,
  receipt: 'WD-2B9X-08',
  received_at: '2026-11-20T10:00:00Z',
  contract: 'subscription_bundle',
  status: 'closed',
  handled_at: '2026-11-21T09:00:00Z',
  handled_by: 'staff@navihub.test',
  note: 'Sent twice; refunded under WD-2B9X-07.',
});
const refunded = {
  ...open,
  status: 'refunded' as const,
  handled_at: '2026-11-27T11:00:00Z',
  handled_by: 'staff@navihub.test',
  payment_id: PAYMENT_ID,
  refunded_amount: '49.00',
  note: 'Refunded 49.00 USD.',
};

function openPage(routes: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({
    ...sessionRoutes('staff'),
    [`GET ${LIST}`]: { body: { results: [open, pin, closed] } },
    ...routes,
  });
  signInAs('staff');
  return { server, ...renderApp('/admin/withdrawals') };
}

const table = () => screen.findByRole('table', { name: CAPTION }, { timeout: 5000 });
const rowOf = async (receipt: string) =>
  within(await table())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(receipt))!;

describe('withdrawals', () => {
  it('lists the withdrawals newest first with who, what, when and their message', async () => {
    openPage();
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      'Receipt',
      'WD-7K3Q-92',
      'WD-5M2P-41',
      'WD-2B9X-08',
    ]);
    const first = rows[1]!;
    expect(first).toHaveTextContent('Open');
    expect(first).toHaveTextContent('Erika Mustermann');
    expect(within(first).getByRole('link', { name: 'erika@example.com' })).toHaveAttribute(
      'href',
      'mailto:erika@example.com',
    );
    expect(first).toHaveTextContent('Token bundle');
    expect(first).toHaveTextContent(PAYMENT_ID);
    expect(first).toHaveTextContent('Bought twice.');
    expect(first).toHaveTextContent(/26 Nov 2026/);
    // A PIN order is refunded in the order queue: no Refund here, a way to its order instead.
    const pinRow = rows[2]!;
    expect(within(pinRow).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    expect(within(pinRow).getByRole('link', { name: 'Find order NH-4R8T-17' })).toHaveAttribute(
      'href',
      '/admin/orders?q=NH-4R8T-17',
    );
    expect(within(pinRow).getByRole('button', { name: 'Close withdrawal WD-5M2P-41' })).toBeInTheDocument();
    // A handled one says who handled it and why, and offers nothing more.
    const closedRow = rows[3]!;
    expect(closedRow).toHaveTextContent('Closed');
    expect(closedRow).toHaveTextContent('staff@navihub.test');
    expect(closedRow).toHaveTextContent('Sent twice; refunded under WD-2B9X-07.');
    expect(within(closedRow).queryByRole('button')).not.toBeInTheDocument();
    // On a phone, a card each with the same texts and the same actions.
    const cards = within(screen.getByRole('list', { name: CAPTION })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Erika Mustermann');
    expect(
      within(cards[0]!).getByRole('button', { name: 'Refund withdrawal WD-7K3Q-92' }),
    ).toBeInTheDocument();
  });

  it('refunds a bundle withdrawal with the payment confirmed in a dialog', async () => {
    let done = false;
    const { server, user } = openPage({
      [`GET ${LIST}`]: () => ({ body: { results: [done ? refunded : open, pin, closed] } }),
      [`POST ${LIST}12/refund/`]: () => {
        done = true;
        return { body: refunded };
      },
    });
    await user.click(
      within(await rowOf('WD-7K3Q-92')).getByRole('button', { name: 'Refund withdrawal WD-7K3Q-92' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund withdrawal WD-7K3Q-92?' });
    // The customer's reference is a payment id: it is offered, for staff to check.
    expect(within(dialog).getByLabelText('Bundle payment id')).toHaveValue(PAYMENT_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Withdrawal WD-7K3Q-92 is refunded. Refunded 49.00 USD.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Its button is gone: focus is on the page's heading, not lost.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Withdrawals', level: 1 })).toHaveFocus());
    expect(server.callsTo('POST', `${LIST}12/refund/`).map((call) => call.body)).toEqual([
      { payment_id: PAYMENT_ID },
    ]);
    const row = await rowOf('WD-7K3Q-92');
    await waitFor(() => expect(row).toHaveTextContent('Refunded'));
    expect(row).toHaveTextContent('Refunded 49.00 USD.');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for a payment id when the reference is none, and shows the server’s refusal in the dialog', async () => {
    const { server, user } = openPage({
      [`GET ${LIST}`]: { body: { results: [{ ...open, reference: 'my receipt of Tuesday' }] } },
      [`POST ${LIST}12/refund/`]: {
        status: 409,
        body: { detail: 'All of this payment was refunded already.', code: 'conflict' },
      },
    });
    await user.click(
      within(await rowOf('WD-7K3Q-92')).getByRole('button', { name: 'Refund withdrawal WD-7K3Q-92' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund withdrawal WD-7K3Q-92?' });
    const field = within(dialog).getByLabelText('Bundle payment id');
    expect(field).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('Give the id of the bundle payment to refund.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', `${LIST}12/refund/`)).toHaveLength(0);

    await user.type(field, PAYMENT_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'All of this payment was refunded already.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the server’s message for a wrong payment id under the field', async () => {
    const { user } = openPage({
      [`POST ${LIST}12/refund/`]: fieldErrors({
        payment_id: ['Give the id of the bundle payment to refund.'],
      }),
    });
    await user.click(
      within(await rowOf('WD-7K3Q-92')).getByRole('button', { name: 'Refund withdrawal WD-7K3Q-92' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const field = within(dialog).getByLabelText('Bundle payment id');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Give the id of the bundle payment to refund\./);
  });

  it('closes a withdrawal with a note, required', async () => {
    const closedPin = {
      ...pin,
      status: 'closed' as const,
      handled_at: '2026-11-27T11:00:00Z',
      handled_by: 'staff@navihub.test',
      note: 'The PIN was delivered before the withdrawal.',
    };
    let done = false;
    const { server, user } = openPage({
      [`GET ${LIST}`]: () => ({ body: { results: [open, done ? closedPin : pin, closed] } }),
      [`POST ${LIST}11/close/`]: () => {
        done = true;
        return { body: closedPin };
      },
    });
    await user.click(
      within(await rowOf('WD-5M2P-41')).getByRole('button', { name: 'Close withdrawal WD-5M2P-41' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Close withdrawal WD-5M2P-41 without a refund?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close withdrawal' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(server.callsTo('POST', `${LIST}11/close/`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Note'), 'The PIN was delivered before the withdrawal.');
    await user.click(within(dialog).getByRole('button', { name: 'Close withdrawal' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal WD-5M2P-41 is closed.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Withdrawals', level: 1 })).toHaveFocus());
    expect(server.callsTo('POST', `${LIST}11/close/`).map((call) => call.body)).toEqual([
      { note: 'The PIN was delivered before the withdrawal.' },
    ]);
    const row = await rowOf('WD-5M2P-41');
    await waitFor(() => expect(row).toHaveTextContent('Closed'));
    expect(row).toHaveTextContent('The PIN was delivered before the withdrawal.');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when another member of staff handled it first', async () => {
    const { user } = openPage({
      [`POST ${LIST}11/close/`]: {
        status: 409,
        body: { detail: 'This withdrawal was refunded already.', code: 'conflict' },
      },
    });
    await user.click(
      within(await rowOf('WD-5M2P-41')).getByRole('button', { name: 'Close withdrawal WD-5M2P-41' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Note'), 'Duplicate.');
    await user.click(within(dialog).getByRole('button', { name: 'Close withdrawal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This withdrawal was refunded already.',
    );
  });

  it('says when none has been received', async () => {
    openPage({ [`GET ${LIST}`]: { body: { results: [] } } });
    expect(within(await table()).getByText('No withdrawal has been received.')).toBeInTheDocument();
  });

  it('offers to try again when the list could not be loaded', async () => {
    let failing = true;
    const { user } = openPage({
      [`GET ${LIST}`]: () =>
        failing
          ? { status: 503, body: { detail: 'The database is not answering.' } }
          : { body: { results: [open] } },
    });
    expect(
      await screen.findByText('This list could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('The database is not answering.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await table()).getByText('Erika Mustermann')).toBeInTheDocument();
  });

  it('is in the section navigation for staff', async () => {
    openPage();
    const nav = await screen.findByRole('navigation', { name: 'Back-office sections' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: 'Withdrawals' })).toHaveAttribute(
      'href',
      '/admin/withdrawals',
    );
  });
});
