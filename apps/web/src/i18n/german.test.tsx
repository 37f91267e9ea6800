import { messages } from '@navihub/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { loadCatalog } from './catalogs';
import { plural } from './plural';
import { setLanguage } from './translated';

beforeEach(async () => {
  setLanguage('de', await loadCatalog('de'));
});
afterEach(() => {
  setLanguage('en');
});

function shop() {
  return fakeServer({
    'GET /api/v1/get-info/': { body: { comand: ['NTG 5.5', 'NTG 5s1'] } },
    'GET /api/v1/detail/': {
      body: { variants: [{ comand: 'NTG 5.5', map_region: 'Europe', version: 'V9.0' }] },
    },
    'GET /api/v1/payment/paypal/': { body: { amount: '39.00', currency: 'USD' } },
    'GET /api/v1/bundles/': { body: { results: [] } },
  });
}

describe('the shop in German (/de/…)', () => {
  it('shows the code form in German, its links staying under /de', async () => {
    shop();
    renderApp('/de/navipin', { basename: '/de' });
    expect(await screen.findByRole('heading', { name: 'Navigationscodes', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('PIN für die Kartenaktualisierung')).toBeInTheDocument();
    expect(screen.getByLabelText('Kartenregion')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jetzt kaufen' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(nav).getByRole('link', { name: 'FIN-Decoder' })).toHaveAttribute('href', '/de/vin-code');
    // The selector: this page in each language, the choice remembered.
    expect(screen.getByLabelText('Sprache: Deutsch')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/navipin');
    // The footer's legal links and the browser's title.
    const legal = screen.getByRole('navigation', { name: 'Rechtliches' });
    expect(within(legal).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/imprint');
    await waitFor(() => expect(document.title).toMatch(/^Navigationscodes — /));
  });

  it("says 'Page not found' in German under /de", async () => {
    shop();
    renderApp('/de/nowhere', { basename: '/de' });
    expect(await screen.findByText('Seite nicht gefunden')).toBeInTheDocument();
  });

  it('writes money, counts and form messages as German does', () => {
    expect(formatMoney('39.00', 'USD')).toMatch(/^39,00\s\$$/);
    expect(plural(1, { one: '# Tag', other: '# Tage' })).toBe('1 Tag');
    expect(plural(1000, { one: '# Tag', other: '# Tage' })).toBe('1.000 Tage');
    expect(messages.vinLength).toBe('Die FIN muss 17 Zeichen lang sein.');
  });

  it('is English again, byte for byte, when English is chosen', () => {
    setLanguage('en');
    expect(messages.vinLength).toBe('The length of VIN must be 17 characters.');
    expect(formatMoney('39.00', 'USD')).toBe('$39.00');
  });
});
