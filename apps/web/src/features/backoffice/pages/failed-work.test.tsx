import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { sessionRoutes, signInAs } from '../test-fixtures';

const LIST = '/api/v1/admin/failed-work/';
const mail = {
  id: 41,
  created_at: '2026-11-24T08:00:00Z',
  kind: 'pin-ready',
  to: 'lost@example.com',
  subject: 'NaviHub: your navigation PIN',
  attempts: 8,
  last_error: 'connect ECONNREFUSED',
};
const job = {
  id: 7,
  created_at: '2026-11-24T07:00:00Z',
  kind: 'refund-card-order',
  payload: { orderId: 'o-1' },
  attempts: 8,
  last_error: 'The payment provider refused the refund.',
};

describe('failed work', () => {
  it('lists failed e-mail and jobs with why, and sends one again', async () => {
    let sent = false;
    const server = fakeServer({
      ...sessionRoutes('staff'),
      [`GET ${LIST}`]: () => ({ body: { mail: sent ? [] : [mail], jobs: [job] } }),
      [`POST ${LIST}mail/41/retry/`]: () => {
        sent = true;
        return { body: { detail: 'The e-mail is being sent again.' } };
      },
    });
    signInAs('staff');
    const { user } = renderApp('/admin/failed');

    const mailTable = await screen.findByRole(
      'table',
      { name: 'E-mail the shop gave up sending, newest first.' },
      { timeout: 5000 },
    );
    const row = within(mailTable).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('lost@example.com');
    expect(row).toHaveTextContent('connect ECONNREFUSED');
    const jobs = screen.getByRole('table', { name: 'Jobs that failed for the last time, newest first.' });
    expect(within(jobs).getAllByRole('row')[1]).toHaveTextContent('refund-card-order');
    expect(within(jobs).getAllByRole('row')[1]).toHaveTextContent('{"orderId":"o-1"}');
    // On a phone, a card per failed item with the same texts and its own Retry.
    const jobCard = within(
      screen.getByRole('list', { name: 'Jobs that failed for the last time, newest first.' }),
    ).getByRole('listitem');
    expect(jobCard).toHaveTextContent('refund-card-order');
    expect(within(jobCard).getByRole('button', { name: 'Retry job 7' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Retry e-mail 41' }));
    expect(await screen.findByText('The e-mail is being sent again.')).toBeInTheDocument();
    await waitFor(() => expect(within(mailTable).getByText('No e-mail has failed.')).toBeInTheDocument());
    expect(server.callsTo('POST', `${LIST}mail/41/retry/`)).toHaveLength(1);
  });

  it('says why a retry was refused (another member of staff was faster)', async () => {
    fakeServer({
      ...sessionRoutes('staff'),
      [`GET ${LIST}`]: { body: { mail: [], jobs: [job] } },
      [`POST ${LIST}jobs/7/retry/`]: {
        status: 409,
        body: { detail: 'This job has not failed, or no longer exists.', code: 'conflict' },
      },
    });
    signInAs('staff');
    const { user } = renderApp('/admin/failed');
    const jobs = await screen.findByRole(
      'table',
      { name: 'Jobs that failed for the last time, newest first.' },
      { timeout: 5000 },
    );
    await user.click(within(jobs).getByRole('button', { name: 'Retry job 7' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This job has not failed, or no longer exists.',
    );
  });

  it('is in the section navigation for staff', async () => {
    fakeServer({ ...sessionRoutes('staff'), [`GET ${LIST}`]: { body: { mail: [], jobs: [] } } });
    signInAs('staff');
    renderApp('/admin/failed');
    const nav = await screen.findByRole('navigation', { name: 'Back-office sections' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: 'Failed work' })).toHaveAttribute('href', '/admin/failed');
    expect((await screen.findAllByText('No job has failed.'))[0]).toBeInTheDocument();
  });
});
