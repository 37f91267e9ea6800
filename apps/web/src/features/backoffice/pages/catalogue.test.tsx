import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { fieldErrors, sessionRoutes, signInAs } from '../test-fixtures';

const VARIANTS = '/api/v1/admin/catalogue/variants/';
const variant = { id: 1, comand: 'NTG 5s1', map_region: 'Europe', version: 'V9.0', active: true };

function openCatalogue(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({
    ...sessionRoutes('admin'),
    [`GET ${VARIANTS}`]: { body: { count: 1, next: null, previous: null, results: [variant] } },
    'GET /api/v1/admin/catalogue/price/': { body: { code_price: '39.00', currency: 'USD' } },
    'GET /api/v1/admin/catalogue/token-bundles/': {
      body: {
        results: [
          {
            id: 4,
            name: 'Ten tokens',
            names: { de: 'Zehn Token' },
            price: '300.00',
            discount_percent: 10,
            tokens: 10,
            active: true,
          },
        ],
      },
    },
    'GET /api/v1/admin/catalogue/subscription-bundles/': { body: { results: [] } },
    ...routes,
  });
  signInAs('admin');
  return { server, ...renderApp('/admin/catalogue') };
}

describe('the catalogue', () => {
  it('adds a variant, and shows a duplicate under the version field', async () => {
    let duplicate = true;
    const { server, user } = openCatalogue({
      [`POST ${VARIANTS}`]: () =>
        duplicate
          ? fieldErrors({ version: ['NTG 5s1 Europe V9.0 is already in the catalogue.'] })
          : { status: 201, body: { ...variant, id: 2, version: 'V10.0' } },
    });
    const form = await screen.findByRole('form', { name: 'Add variant' });
    await user.type(within(form).getByLabelText('Head unit'), 'NTG 5s1');
    await user.type(within(form).getByLabelText('Map region'), 'Europe');
    await user.type(within(form).getByLabelText('Version'), 'V9.0');
    await user.click(within(form).getByRole('button', { name: 'Add variant' }));

    const message = await within(form).findByText('NTG 5s1 Europe V9.0 is already in the catalogue.');
    expect(within(form).getByLabelText('Version')).toHaveAccessibleDescription(message.textContent!);
    expect(server.callsTo('POST', VARIANTS)[0]!.body).toEqual({
      comand: 'NTG 5s1',
      map_region: 'Europe',
      version: 'V9.0',
    });

    duplicate = false;
    await user.clear(within(form).getByLabelText('Version'));
    await user.type(within(form).getByLabelText('Version'), 'V10.0');
    await user.click(within(form).getByRole('button', { name: 'Add variant' }));
    expect(await screen.findByText('NTG 5s1 Europe V10.0 was added.')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', VARIANTS).length).toBe(2));
  });

  it('disables a variant from its row', async () => {
    const { server, user } = openCatalogue({
      [`PATCH ${VARIANTS}1/`]: { body: { ...variant, active: false } },
    });
    // The card's button (a phone) and the row's (from 640 px) do the same.
    const [inCard, inRow] = await screen.findAllByRole('button', { name: 'Disable NTG 5s1 Europe V9.0' });
    expect(inRow).toBeDefined();
    await user.click(inCard!);
    expect(await screen.findByText('NTG 5s1 Europe V9.0 is disabled.')).toBeInTheDocument();
    expect(server.callsTo('PATCH', `${VARIANTS}1/`)[0]!.body).toEqual({ active: false });
  });

  it('pages through the variants, 20 a page, keeping the page in the address', async () => {
    const second = { id: 21, comand: 'NTG 6', map_region: 'Japan', version: 'V3.0', active: false };
    const { server, user, router } = openCatalogue({
      [`GET ${VARIANTS}`]: (req) =>
        req.url.searchParams.get('page') === '2'
          ? { body: { count: 21, next: null, previous: `${VARIANTS}?page=1`, results: [second] } }
          : { body: { count: 21, next: `${VARIANTS}?page=2`, previous: null, results: [variant] } },
    });
    const section = await screen.findByRole('region', { name: 'Variants' });
    expect(await within(section).findByText(/Page 1 of 2/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(section).getByRole('button', { name: 'Next' }));

    expect((await within(section).findAllByText('Japan'))[0]).toBeInTheDocument();
    expect(within(section).getByText(/Page 2 of 2/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(server.callsTo('GET', VARIANTS).at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('imports a CSV file and lists the wrong lines when the server refuses it', async () => {
    const { server, user } = openCatalogue({
      'POST /api/v1/admin/catalogue/import/': fieldErrors({
        csv: ['Line 2: the version is empty.', 'Line 4: NTG 4.5 has no map region.'],
      }),
    });
    const section = await screen.findByRole('region', { name: 'CSV import and export' });
    const file = new File(['comand,map_region,version\nNTG 5s1,Europe,\n'], 'catalogue.csv', {
      type: 'text/csv',
    });
    await user.upload(within(section).getByLabelText('CSV file'), file);
    await waitFor(() =>
      expect(within(section).getByLabelText('CSV')).toHaveValue(
        'comand,map_region,version\nNTG 5s1,Europe,\n',
      ),
    );
    await user.click(within(section).getByRole('button', { name: 'Import' }));

    const errors = await within(section).findByRole('alert');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 2: the version is empty.', 'Line 4: NTG 4.5 has no map region.']);
    expect(server.callsTo('POST', '/api/v1/admin/catalogue/import/')[0]!.body).toEqual({
      csv: 'comand,map_region,version\nNTG 5s1,Europe,\n',
    });
  });

  it('downloads the exported CSV as a file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:catalogue');
    // jsdom has no object URLs: lent for this test only.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = openCatalogue({
      'GET /api/v1/admin/catalogue/export/': {
        body: { filename: 'catalogue-2026-11-24.csv', csv: 'comand,map_region,version\n' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByText('catalogue-2026-11-24.csv downloaded.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('comand,map_region,version\n');
  });

  it('edits a token bundle: hides it with a new price', async () => {
    const { server, user } = openCatalogue({
      'PATCH /api/v1/admin/catalogue/token-bundles/4/': {
        body: {
          id: 4,
          name: 'Ten tokens',
          names: { de: 'Zehn Token', ar: 'عشرة رموز' },
          price: '280.00',
          discount_percent: 10,
          tokens: 10,
          active: false,
        },
      },
    });
    const [inCard, inRow] = await screen.findAllByRole('button', { name: 'Edit Ten tokens' });
    expect(inCard).toBeDefined();
    await user.click(inRow!);
    const form = screen.getByRole('form', { name: 'Edit Ten tokens' });
    await user.clear(within(form).getByLabelText('Price'));
    await user.type(within(form).getByLabelText('Price'), '280.00');
    await user.click(within(form).getByLabelText('Shown in the shop'));
    // The names per language: the German one as staff gave it, an Arabic one added, right to left.
    const names = within(form).getByRole('group', { name: 'Name in other languages (optional)' });
    expect(within(names).getByLabelText('Deutsch (de)')).toHaveValue('Zehn Token');
    const arabic = within(names).getByLabelText('العربية (ar)');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await user.type(arabic, ' عشرة رموز ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Ten tokens was saved.')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/api/v1/admin/catalogue/token-bundles/4/')[0]!.body).toEqual({
      name: 'Ten tokens',
      names: { de: 'Zehn Token', ar: 'عشرة رموز' },
      price: '280.00',
      discount_percent: 10,
      tokens: 10,
      active: false,
    });
  });

  it("adds a subscription bundle (its days sent as duration_days), with the server's message under Days", async () => {
    let refused = true;
    const saved = {
      id: 8,
      name: 'A year',
      names: {},
      price: '99.00',
      discount_percent: 0,
      duration_days: 365,
      active: true,
    };
    const { server, user } = openCatalogue({
      'POST /api/v1/admin/catalogue/subscription-bundles/': () =>
        refused ? fieldErrors({ duration_days: ['At most 3660 days.'] }) : { status: 201, body: saved },
    });
    const section = await screen.findByRole('region', { name: 'Subscription bundles' });
    expect(await within(section).findByText('None yet.')).toBeInTheDocument();
    const form = within(section).getByRole('form', { name: 'Add bundle' });
    await user.type(within(form).getByLabelText('Name'), 'A year');
    await user.type(within(form).getByLabelText('Price'), '99.00');
    await user.type(within(form).getByLabelText('Days'), '365');
    await user.click(within(form).getByRole('button', { name: 'Add bundle' }));

    expect(await within(form).findByText('At most 3660 days.')).toBeInTheDocument();
    refused = false;
    await user.click(within(form).getByRole('button', { name: 'Add bundle' }));
    expect(await screen.findByText('A year was saved.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/v1/admin/catalogue/subscription-bundles/').at(-1)!.body).toEqual({
      name: 'A year',
      names: {},
      price: '99.00',
      discount_percent: 0,
      duration_days: 365,
      active: true,
    });
  });
});
