import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { sessionRoutes, signInAs } from '../test-fixtures';

const AUDIT = '/api/v1/admin/audit/';
const entry = {
  id: 9,
  at: '2026-11-24T10:00:00Z',
  actor: 'staff@navihub.test',
  action: 'customer.points' as const,
  subject_type: 'customer',
  subject_id: '31',
  reason: 'Goodwill',
  before: { points: 3 },
  after: { points: 8 },
};

describe('the audit log', () => {
  it('shows who did what to which subject, why, and the values before and after', async () => {
    fakeServer({
      ...sessionRoutes('admin'),
      [`GET ${AUDIT}`]: { body: { count: 1, next: null, previous: null, results: [entry] } },
    });
    signInAs('admin');
    renderApp('/admin/audit');

    const table = await screen.findByRole('table', { name: 'Every staff action, newest first.' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Subject', 'Reason', 'Before → after']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('staff@navihub.test');
    expect(row).toHaveTextContent('customer.points');
    expect(row).toHaveTextContent('customer 31');
    expect(row).toHaveTextContent('Goodwill');
    expect(row).toHaveTextContent('points: 3 → 8');

    // On a phone, a card per entry with the same texts.
    const cards = [...screen.getByRole('list', { name: 'Every staff action, newest first.' }).children];
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('customer.points');
    for (const text of [
      'Who',
      'staff@navihub.test',
      'Subject',
      'customer 31',
      'Reason',
      'Goodwill',
      'points: 3 → 8',
    ])
      expect(cards[0]).toHaveTextContent(text);
  });

  it('filters by action, staff e-mail and subject, and pages from 1 again', async () => {
    const server = fakeServer({
      ...sessionRoutes('admin'),
      [`GET ${AUDIT}`]: (req) =>
        req.url.searchParams.get('action')
          ? { body: { count: 1, next: null, previous: null, results: [entry] } }
          : { body: { count: 0, next: null, previous: null, results: [] } },
    });
    signInAs('admin');
    const { user, router } = renderApp('/admin/audit?page=3');
    expect((await screen.findAllByText('No entries match.'))[0]).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'customer.points');
    await user.type(screen.getByLabelText('Staff e-mail'), ' staff@ ');
    await user.type(screen.getByLabelText('Subject'), '31');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    expect((await screen.findAllByText('Goodwill'))[0]).toBeInTheDocument();
    await waitFor(() => {
      const query = server.callsTo('GET', AUDIT).at(-1)!.url.searchParams;
      expect(Object.fromEntries(query)).toEqual({
        page: '1',
        action: 'customer.points',
        actor: 'staff@',
        subject: '31',
      });
    });
    expect(router.state.location.search).not.toContain('page=');
    expect(screen.getByLabelText('Action')).toHaveValue('customer.points');
  });
});
