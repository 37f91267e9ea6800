import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@navihub/contract/messages';
import { describe, expect, it } from 'vitest';
import { decodeVin, summariseVin } from '@navihub/contract/vin/decode';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { vinTexts } from '../texts';

/** What GET /api/v1/vin/:vin/ answers for a well-formed VIN (the server runs the same decoder). */
function decoded(vin: string) {
  const result = decodeVin(vin);
  if (!result.ok) throw new Error(`${vin} should decode`);
  return { ...result, summary: summariseVin(result) };
}

async function datacard() {
  return screen.findByRole('heading', { name: /^Datacard/ });
}

/** The key/value rows as { label: value }. */
function detailRows(): Record<string, string | null | undefined> {
  const list = screen.getByLabelText(vinTexts.detailsLabel);
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('VIN decoder result page', () => {
  it('shows the summary, key/value rows and the Code/Description table from the endpoint', async () => {
    const vin = 'WDD2050001F595854';
    const server = fakeServer({ [`GET /api/v1/vin/${vin}/`]: { body: decoded(vin) } });
    renderApp(`/vin-table?vin=${vin}`);

    expect(await datacard()).toHaveTextContent(`Datacard ${vin}`);
    expect(screen.getByText('Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen')).toBeVisible();

    const rows = detailRows();
    expect(rows).toMatchObject({
      VIN: vin,
      Manufacturer: 'Mercedes-Benz',
      Country: 'Germany',
      'VIN layout': 'Rest of world',
      Series: 'C-Class (W205)',
      'Model code': '205000',
      Steering: 'left-hand drive',
      Plant: 'Bremen (F)',
      'Check digit': vinTexts.checkDigitNotUsed,
      'Serial number': '595854',
      'Head units it could carry': 'NTG 5s1, NTG 5/5s2, NTG 5.5',
    });
    expect(rows).not.toHaveProperty('Model year');

    const table = screen.getByRole('table', { name: `Code/Description of VIN ${vin}` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Code', 'Description']);
    const bodyRows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(bodyRows).toEqual([
      ['WDD', 'World manufacturer identifier: Mercedes-Benz, Germany'],
      ['205', 'Series: C-Class (W205)'],
      ['205000', 'Model designation 205.000'],
      ['1', 'Steering: left-hand drive'],
      ['F', 'Plant: Bremen'],
      ['595854', 'Serial number'],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: vinTexts.decodeAnother })).toHaveAttribute('href', '/vin-code');
    expect(server.callsTo('GET', `/api/v1/vin/${vin}/`)).toHaveLength(1);
  });

  it('asks the endpoint with the normalised VIN when the address holds a lower-case one', async () => {
    const vin = 'WDD2050001F595854';
    const server = fakeServer({ [`GET /api/v1/vin/${vin}/`]: { body: decoded(vin) } });
    renderApp('/vin-table?vin=wdd+2050001+f595854');

    expect(await datacard()).toHaveTextContent(vin);
    expect(server.callsTo('GET', `/api/v1/vin/${vin}/`)).toHaveLength(1);
  });

  it('shows the model year of a North-American VIN', async () => {
    const vin = '4JGDA5HB1CA055858';
    fakeServer({ [`GET /api/v1/vin/${vin}/`]: { body: decoded(vin) } });
    renderApp(`/vin-table?vin=${vin}`);

    await datacard();
    expect(detailRows()).toMatchObject({ 'Model year': '2012', 'Check digit': '1 (valid)' });
    expect(screen.getByRole('rowheader', { name: 'C' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Model year: 2012' })).toBeInTheDocument();
  });

  it('shows the reason of a 400 under Error: wrong format, with a link to correct the VIN', async () => {
    const reason = 'VIN must be 17 characters (got 16)';
    fakeServer({
      'GET /api/v1/vin/WDD2050001F59585/': {
        status: 400,
        body: { ok: false, problem: 'length', reason, detail: reason },
      },
    });
    renderApp('/vin-table?vin=WDD2050001F59585');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(vinTexts.wrongFormat);
    expect(alert).toHaveTextContent(reason);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: vinTexts.correctVin })).toHaveAttribute(
      'href',
      '/vin-code?vin=WDD2050001F59585',
    );
  });

  it('shows a failed check digit as an error, next to the datacard', async () => {
    const vin = '55SWF4KBXGU145993';
    fakeServer({ [`GET /api/v1/vin/${vin}/`]: { body: decoded(vin) } });
    renderApp(`/vin-table?vin=${vin}`);

    await datacard();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(vinTexts.invalidVin);
    expect(alert).toHaveTextContent(
      "check digit mismatch: position 9 is 'X' but this VIN's characters give '1', so a character is probably mistyped",
    );
    expect(screen.getByText('X (does not match, expected 1)', { exact: true })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Check digit: does not match (expected 1)' })).toBeVisible();
    expect(screen.getByRole('link', { name: vinTexts.correctVin })).toHaveAttribute(
      'href',
      `/vin-code?vin=${vin}`,
    );
  });

  it('says when the VIN is not a Mercedes-Benz one', async () => {
    const vin = 'WVWZZZ3CZ9P049728';
    fakeServer({ [`GET /api/v1/vin/${vin}/`]: { body: decoded(vin) } });
    renderApp(`/vin-table?vin=${vin}`);

    await datacard();
    expect(screen.getByRole('alert')).toHaveTextContent(vinTexts.notMercedes);
  });

  it('offers a retry when the server fails', async () => {
    const vin = 'WDD2050001F595854';
    let fail = true;
    const server = fakeServer({
      [`GET /api/v1/vin/${vin}/`]: () =>
        fail ? { status: 500, body: { detail: 'boom' } } : { body: decoded(vin) },
    });
    const { user } = renderApp(`/vin-table?vin=${vin}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.somethingWrong);
    fail = false;
    await user.click(screen.getByRole('button', { name: vinTexts.retry }));
    expect(await datacard()).toBeVisible();
    await waitFor(() => expect(server.callsTo('GET', `/api/v1/vin/${vin}/`).length).toBeGreaterThan(1));
  });

  it('without a VIN in the address it links to the input page and asks nothing', async () => {
    const server = fakeServer();
    renderApp('/vin-table');

    expect(await screen.findByText(vinTexts.noVin, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: vinTexts.title })).toHaveAttribute('href', '/vin-code');
    expect(server.calls.filter((c) => c.path.startsWith('/api/v1/vin/'))).toHaveLength(0);
  });
});
