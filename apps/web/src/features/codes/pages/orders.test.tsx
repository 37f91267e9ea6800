import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeServer, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';
import { OrdersPage } from './orders';

const status = {
  'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com', discount: 0 })] },
};
const pointsSubs = { 'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } } };

const older = {
  order_id: '11111111-1111-4111-8111-111111111111',
  reference: 'NH-7K3Q-92',
  comand: 'NTG 4.5',
  version: 'V16.0',
  map_region: 'Europe',
  vin: 'WDDGF4HB7EA953094',
  pin: '424242',
  created_at: '2025-03-04T09:05:00Z',
  paid_with: 'paypal',
  refunded_at: '2025-03-05T10:00:00Z',
  refund_status: 'refunded',
  refunded_amount: '39.00',
  currency: 'USD',
  livemode: true,
};
const newer = {
  order_id: '22222222-2222-4222-8222-222222222222',
  reference: 'NH-2F8M-41',
  comand: 'NTG 5s1',
  version: 'V9.0',
  map_region: 'Russia',
  vin: 'WDD2050001F595854',
  pin: '135790',
  created_at: '2025-11-20T17:45:00Z',
  paid_with: 'card',
  refunded_at: null,
  refund_status: null,
  refunded_amount: null,
  currency: 'USD',
  livemode: true,
};

function history(results: unknown[], extra: Record<string, unknown> = {}) {
  return { body: { count: results.length, next: null, previous: null, results, ...extra } };
}

async function openOrders(
  server = fakeServer({ ...status, ...pointsSubs, 'GET /api/v1/history/': history([older, newer]) }),
) {
  signIn();
  const view = renderApp('/profile/orders');
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  return { server, table, ...view };
}

describe('order history', () => {
  it('lists the orders newest first with US dates under the spec caption', async () => {
    const { table, server } = await openOrders();

    expect(within(table).getByText('A list of your recent conversions.').tagName).toBe('CAPTION');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order Id', 'Created at', 'VIN', 'Region', 'Version']);
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(3);
    // The short reference, not the long internal id (issue 17).
    expect(rows[1]).toHaveTextContent(newer.reference);
    expect(rows[2]).toHaveTextContent(older.reference);
    expect(table).not.toHaveTextContent(newer.order_id);
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells[1]!.textContent).toMatch(/^11\/20\/2025, \d{1,2}:\d{2}\s[AP]M$/);
    expect(cells.slice(2).map((c) => c.textContent)).toEqual(['WDD2050001F595854', 'Russia', 'V9.0']);

    const call = server.callsTo('GET', '/api/v1/history/')[0]!;
    expect(call.url.searchParams.get('page')).toBe('1');
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('opens the Details dialog from a row and closes it with ×', async () => {
    const { table, user } = await openOrders();
    const row = (await within(table).findAllByRole('row'))[2]!;
    await user.click(within(row).getByText('Europe'));

    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    const details = within(dialog);
    for (const [label, value] of [
      ['Order Id', older.reference],
      ['Command', 'NTG 4.5'],
      ['Version', 'V16.0'],
      ['Region', 'Europe'],
      ['VIN', older.vin],
      ['PIN', '424242'],
    ]) {
      expect(details.getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(details.getByText('Date').nextElementSibling!.textContent).toMatch(/^3\/4\/2025, /);
    // What paid, and a refund (PayPal's dashboard or the shop's): issue 15.
    expect(details.getByText('Paid with').nextElementSibling).toHaveTextContent('PayPal');
    expect(details.getByText('Refunded').nextElementSibling!.textContent).toMatch(/^3\/5\/2025, /);

    await user.click(details.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row).getByRole('button', { name: older.reference })).toHaveFocus();
  });

  it('closes the dialog on the backdrop and opens it from the keyboard', async () => {
    const { table, user } = await openOrders();
    const button = await within(table).findByRole('button', { name: newer.reference });
    button.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Details' })).toHaveTextContent('135790');
    await user.click(screen.getByTestId('dialog-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pages through the history 20 at a time', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => ({
      ...older,
      order_id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
      reference: `NH-00${String(i).padStart(2, '0')}-10`,
    }));
    const server = fakeServer({
      ...status,
      ...pointsSubs,
      'GET /api/v1/history/': (req) =>
        req.url.searchParams.get('page') === '2'
          ? history([newer], { count: 21, previous: '/api/v1/history/?page=1' })
          : history(page1, { count: 21, next: '/api/v1/history/?page=2' }),
    });
    const { user, table } = await openOrders(server);

    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await within(table).findByText(newer.reference)).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(server.callsTo('GET', '/api/v1/history/').map((c) => c.url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('shows a failed load as an error with Retry, not as an empty history', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer({
      ...status,
      ...pointsSubs,
      'GET /api/v1/history/': { status: 500, body: { detail: 'down' } },
    });
    signIn();
    const { user } = renderApp('/profile/orders');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your orders could not be loaded. Check your connection and try again.');
    expect(screen.queryByText('No conversions yet.')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Loading the order history failed', expect.anything());
    // One retry, then the customer decides.
    expect(server.callsTo('GET', '/api/v1/history/')).toHaveLength(2);

    server.set('GET /api/v1/history/', history([older, newer]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    const table = await screen.findByRole('table');
    expect(await within(table).findAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives up on a server that does not answer, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The attempt's time limit has passed as soon as it starts.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() =>
      AbortSignal.abort(new DOMException('The operation timed out.', 'TimeoutError')),
    );
    fakeServer({
      ...status,
      ...pointsSubs,
      // A server that never answers.
      'GET /api/v1/history/': () => new Promise(() => {}),
    });
    signIn();
    renderApp('/profile/orders');

    expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
  });

  it('is not requested without a stored access token', async () => {
    const server = fakeServer({ 'GET /api/v1/history/': history([older]) });
    renderApp('/orders', { routes: [{ path: '/orders', Component: OrdersPage }] });

    expect(await screen.findByText('A list of your recent conversions.')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/v1/history/')).toHaveLength(0);
  });
});

describe('what was paid, in the history (decision 072)', () => {
  const taxed = {
    ...newer,
    order_id: '44444444-4444-4444-8444-444444444444',
    reference: 'NH-4T5X-08',
    price: '39.00',
    tax: '7.80',
    gross: '46.80',
  };
  const untaxed = { ...older, price: '39.00', tax: null, gross: null };
  const byPoint = {
    ...older,
    order_id: '55555555-5555-4555-8555-555555555555',
    reference: 'NH-5P0N-33',
    paid_with: 'points',
    refunded_at: null,
    refund_status: null,
    refunded_amount: null,
    price: null,
    tax: null,
    gross: null,
  };

  it('shows the gross with its VAT when taxes were charged, the price when not, and nothing for a point', async () => {
    const { table, user } = await openOrders(
      fakeServer({ ...status, ...pointsSubs, 'GET /api/v1/history/': history([taxed, untaxed, byPoint]) }),
    );
    const cards = within(screen.getByRole('list', { name: 'Orders' }));
    const card = (reference: string) => within(cards.getByRole('listitem', { name: reference }));
    expect(card(taxed.reference).getByText('Amount paid').nextElementSibling).toHaveTextContent(
      '46.80$ (incl. VAT 7.80$)',
    );
    expect(card(untaxed.reference).getByText('Amount paid').nextElementSibling).toHaveTextContent(
      /^39\.00\$$/,
    );
    expect(card(byPoint.reference).queryByText('Amount paid')).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: taxed.reference }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Details' }));
    expect(dialog.getByText('Amount paid').nextElementSibling).toHaveTextContent('46.80$ (incl. VAT 7.80$)');
  });

  it('shows nothing of it for an answer from before these fields', async () => {
    await openOrders();
    expect(screen.queryByText('Amount paid')).not.toBeInTheDocument();
  });
});

describe('a partial refund in the history (issue 29)', () => {
  const partial = {
    ...newer,
    order_id: '33333333-3333-4333-8333-333333333333',
    reference: 'NH-9Q2W-17',
    refund_status: 'partially_refunded',
    refunded_amount: '1.00',
  };

  it('says partially refunded, with the amount, in the details and on the phone card', async () => {
    const { table, user } = await openOrders(
      fakeServer({ ...status, ...pointsSubs, 'GET /api/v1/history/': history([partial, older]) }),
    );
    const cards = within(screen.getByRole('list', { name: 'Orders' }));
    const card = within(cards.getAllByRole('listitem')[0]!);
    expect(card.getByText('Partially refunded').nextElementSibling).toHaveTextContent('1.00 USD');
    expect(card.queryByText('Refunded')).not.toBeInTheDocument();
    const refunded = within(cards.getAllByRole('listitem')[1]!);
    expect(refunded.getByText('Refunded').nextElementSibling).toHaveTextContent('39.00 USD');

    await user.click(within(table).getByRole('button', { name: partial.reference }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Details' }));
    expect(dialog.getByText('Partially refunded').nextElementSibling).toHaveTextContent('1.00 USD');
  });
});

describe('order history on a phone (issue 17)', () => {
  it('lists each order as a card with every field, its PIN and Copy', async () => {
    const { user } = await openOrders();
    const cards = screen.getByRole('list', { name: 'Orders' });
    const items = within(cards).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([newer.reference, older.reference]);
    const card = within(items[1]!);
    for (const [label, value] of [
      ['Head unit', 'NTG 4.5'],
      ['Region', 'Europe'],
      ['Version', 'V16.0'],
      ['VIN', older.vin],
      ['PIN', '424242'],
      ['Paid with', 'PayPal'],
    ])
      expect(card.getByText(label!).nextElementSibling).toHaveTextContent(value!);
    expect(card.getByText('Refunded').nextElementSibling!.textContent).toMatch(/^3\/5\/2025, /);
    expect(within(items[0]!).getByText('Paid with').nextElementSibling).toHaveTextContent('Card');
    expect(within(items[0]!).queryByText('Refunded')).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: `Copy PIN of ${older.reference}` }));
    expect(await card.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('424242');
  });

  it('has Copy in the details dialog too', async () => {
    const { table, user } = await openOrders();
    await user.click(within(table).getByRole('button', { name: newer.reference }));
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    await user.click(within(dialog).getByRole('button', { name: `Copy PIN of ${newer.reference}` }));
    expect(await within(dialog).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('135790');
  });
});

describe('invoices beside the order (issue 33)', () => {
  const invoiced = {
    ...older,
    invoice_url: '/api/v1/invoices/2026-000123/pdf?key=k3y',
    credit_notes: [{ number: 'CN-2026-000007', url: '/api/v1/invoices/CN-2026-000007/pdf?key=n0te' }],
  };
  const pointsOrder = { ...newer, paid_with: 'points', invoice_url: null, credit_notes: [] };

  it("downloads the invoice and the refund's credit note with the customer's token", async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:invoice');
    // jsdom has no object URLs: lent for this test only.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.download) saved.push(this.download);
    });
    onTestFinished(() => click.mockRestore());
    const pdf = () => new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } });
    const server = fakeServer({
      ...status,
      ...pointsSubs,
      'GET /api/v1/history/': history([invoiced, pointsOrder]),
      'GET /api/v1/invoices/2026-000123/pdf': pdf,
      'GET /api/v1/invoices/CN-2026-000007/pdf': pdf,
    });
    const { table, user } = await openOrders(server);

    // The phone card of the order paid by card names its invoice; the one paid with a point none.
    const cards = within(screen.getByRole('list', { name: 'Orders' }));
    const card = within(cards.getByRole('listitem', { name: invoiced.reference }));
    expect(card.getByText('Invoice').nextElementSibling).toHaveTextContent('Invoice (PDF)');
    expect(
      within(cards.getByRole('listitem', { name: pointsOrder.reference })).queryByText('Invoice'),
    ).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: invoiced.reference }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Details' }));
    const link = dialog.getByRole('link', { name: `Invoice of ${invoiced.reference} (PDF)` });
    expect(link).toHaveAttribute('href', invoiced.invoice_url);
    await user.click(link);
    await user.click(
      dialog.getByRole('link', { name: `Credit note CN-2026-000007 of ${invoiced.reference} (PDF)` }),
    );

    await waitFor(() => expect(saved).toEqual(['invoice-2026-000123.pdf', 'credit-note-CN-2026-000007.pdf']));
    const call = server.callsTo('GET', '/api/v1/invoices/2026-000123/pdf')[0]!;
    expect(call.url.searchParams.get('key')).toBe('k3y');
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('says so when the PDF cannot be downloaded', async () => {
    const server = fakeServer({
      ...status,
      ...pointsSubs,
      'GET /api/v1/history/': history([invoiced]),
      'GET /api/v1/invoices/2026-000123/pdf': { status: 404, body: { detail: 'No such invoice.' } },
    });
    const { table, user } = await openOrders(server);
    await user.click(within(table).getByRole('button', { name: invoiced.reference }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Details' }));
    await user.click(dialog.getByRole('link', { name: `Invoice of ${invoiced.reference} (PDF)` }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The PDF could not be downloaded. Try again.');
  });
});
