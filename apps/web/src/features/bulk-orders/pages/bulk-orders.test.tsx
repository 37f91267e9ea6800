import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BulkDryRunReport, BulkOrder } from '@navihub/contract/bulk-orders';
import { fakeServer, userStatusOf, type FakeRequest } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

const account = {
  'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'fleet@example.com' })] },
  'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
};

const BATCH_ID = '6f1c2a1e-8d3b-4c55-9a7e-2b1f0c9d4e11';

const report: BulkDryRunReport = {
  dry_run: true,
  rows: 3,
  valid_rows: 2,
  invalid_rows: 1,
  pays_with: 'points',
  points_needed: 2,
  points_balance: 10,
  can_order: true,
  message: null,
  report: [
    row(1, 'WDD2050461F100001', []),
    row(2, 'WDD2050461F10000', ['vin: The length of VIN must be 17 characters.']),
    row(3, 'WDD2050461F100003', []),
  ],
  livemode: true,
};

function row(n: number, vin: string, errors: string[]) {
  return {
    row: n,
    reference: `van-${n}`,
    comand: 'NTG 5.5',
    map_region: 'Europe',
    version: 'V12.0',
    vin,
    ok: errors.length === 0,
    errors,
    warnings: [],
  };
}

function batch(fields: Partial<BulkOrder>): BulkOrder {
  return {
    id: BATCH_ID,
    status: 'processing',
    created_at: '2026-11-27T10:00:00Z',
    completed_at: null,
    paid_with: 'points',
    rows: 3,
    valid_rows: 2,
    invalid_rows: 1,
    ordered: 2,
    fulfilled: 0,
    failed: 1,
    done: 1,
    progress: 33,
    results_url: `/api/v1/bulk-orders/${BATCH_ID}/results.csv`,
    livemode: true,
    ...fields,
  };
}

const fleetFile = () =>
  new File(['comand,map_region,version,vin\nNTG 5.5,Europe,V12.0,WDD2050461F100001\n'], 'fleet.csv', {
    type: 'text/csv',
  });

describe('bulk orders in the account (issue 34)', () => {
  it('checks a file, lists the rows to fix, orders it once, shows the progress and offers the results', async () => {
    const uploads: FakeRequest[] = [];
    let polls = 0;
    const server = fakeServer({
      ...account,
      'POST /api/v1/bulk-orders/': (request) => {
        uploads.push(request);
        return request.url.searchParams.get('dry_run') === 'true'
          ? { body: report }
          : { status: 202, body: batch({ status: 'queued', done: 0, ordered: 0, failed: 0, progress: 0 }) };
      },
      [`GET /api/v1/bulk-orders/${BATCH_ID}/`]: () => {
        polls++;
        return {
          body:
            polls < 2
              ? batch({})
              : batch({
                  status: 'completed',
                  fulfilled: 2,
                  done: 3,
                  progress: 100,
                  completed_at: '2026-11-27T10:00:05Z',
                }),
        };
      },
    });
    signIn();
    renderApp('/profile/bulk-orders');
    await screen.findByRole('heading', { name: 'Bulk orders' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Bulk orders' })).toHaveAttribute('href', '/profile/bulk-orders');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByText('Choose a CSV file first.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('CSV file'), fleetFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('3 rows: 2 can be ordered, 1 has errors.')).toBeInTheDocument();
    expect(
      screen.getByText(/It takes 2 points; you have 10\. Rows with errors are not ordered/),
    ).toBeInTheDocument();
    const problems = screen.getByRole('region', { name: 'Rows to look at' });
    expect(within(problems).getByText('vin: The length of VIN must be 17 characters.')).toBeInTheDocument();
    expect(within(problems).getByText(/Row 2/)).toBeInTheDocument();
    expect(uploads[0]!.body).toBeInstanceOf(FormData);
    expect((uploads[0]!.body as FormData).get('file')).toBeInstanceOf(File);

    await user.click(screen.getByRole('button', { name: 'Order 2 PINs' }));
    const bar = await screen.findByRole('progressbar', { name: 'Bulk order progress' });
    expect(uploads[1]!.url.searchParams.get('dry_run')).toBe('false');
    expect(uploads[1]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'), { timeout: 5000 });
    expect(screen.getByText('Done: 2 PINs are ready, 1 row was not ordered or failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the results (CSV)' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/v1/bulk-orders/')).toHaveLength(2);
  });

  it('says why a file is refused as a whole', async () => {
    fakeServer({
      ...account,
      'POST /api/v1/bulk-orders/': {
        status: 400,
        body: {
          file: [
            'The first line must name the columns comand,map_region,version,vin (reference is optional). Missing: vin.',
          ],
          detail:
            'The first line must name the columns comand,map_region,version,vin (reference is optional). Missing: vin.',
          code: 'bad_csv',
        },
      },
    });
    signIn();
    renderApp('/profile/bulk-orders');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('CSV file', {}, { timeout: 5000 }), fleetFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file was not ordered');
    expect(alert).toHaveTextContent('Missing: vin.');
    expect(screen.queryByRole('button', { name: /^Order/ })).not.toBeInTheDocument();
  });
});
