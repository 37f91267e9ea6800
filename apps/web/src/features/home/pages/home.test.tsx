import { PAGE_DATA_IDS, pageDataScript } from '@navihub/contract/page-data';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '@/i18n/catalogs';
import { setLanguage } from '@/i18n/translated';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const price = { 'GET /api/v1/payment/paypal/': { body: { amount: '39.00', currency: 'USD' } } };

afterEach(() => {
  setLanguage('en');
  document.getElementById(PAGE_DATA_IDS.codePrice)?.remove();
});

describe("the home page's first screen (issue 32)", () => {
  it('says what is sold, for which head units, the price, the delivery and the rule for a wrong VIN, with one button to the form', async () => {
    fakeServer(price);
    renderApp('/');
    const offer = await screen.findByRole('region', { name: 'Map update PINs for Mercedes-Benz COMAND' });
    expect(within(offer).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Map update PINs for Mercedes-Benz COMAND',
    );
    const units = within(offer).getByRole('list', { name: 'Head units' });
    expect(
      within(units)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['NTG 4.5', 'NTG 5s1', 'NTG 5/5s2', 'NTG 5.5']);
    // The price is the catalogue's, never written into the page.
    expect(await within(offer).findByText('39.00$ per PIN')).toBeInTheDocument();
    expect(within(offer).getByText(/usually within a minute/)).toBeInTheDocument();
    expect(within(offer).getByText(/No refund for a mistyped VIN/)).toBeInTheDocument();
    // One way on: the button to the code form.
    const links = within(offer).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Get your PIN');
    expect(links[0]).toHaveAttribute('href', '/navipin');
    // The specification's cards stay below.
    expect(screen.getByRole('link', { name: /ONLINE VRX to AED converter/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Remote service' })).toBeInTheDocument();
  });

  it('takes the price the page carries, without asking the API', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      pageDataScript(PAGE_DATA_IDS.codePrice, { amount: '45.50', currency: 'USD' }),
    );
    const server = fakeServer(price);
    renderApp('/');
    expect(await screen.findByText('45.50$ per PIN')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/v1/payment/paypal/')).toHaveLength(0);
  });

  it('shows the rest of the first screen when the price cannot be read', async () => {
    fakeServer({ 'GET /api/v1/payment/paypal/': { status: 500, body: { detail: 'down' } } });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Get your PIN' })).toBeInTheDocument();
    expect(screen.queryByText(/per PIN/)).not.toBeInTheDocument();
  });

  it('speaks German under /de, the price as German writes it', async () => {
    setLanguage('de', await loadCatalog('de'));
    fakeServer(price);
    renderApp('/de/', { basename: '/de' });
    const offer = await screen.findByRole('region', {
      name: 'PINs zur Kartenaktualisierung für Mercedes-Benz COMAND',
    });
    expect(await within(offer).findByText(/^39,00\s\$ pro PIN$/)).toBeInTheDocument();
    expect(within(offer).getByText(/meist innerhalb einer Minute/)).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'PIN bestellen' })).toHaveAttribute('href', '/de/navipin');
  });
});
