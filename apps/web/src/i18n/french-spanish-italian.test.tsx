import { messages } from '@navihub/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bulkTexts } from '@/features/bulk-orders/texts';
import { formatCount, formatMoney } from '@/lib/format';
import { fakeServer } from '@/testing/fake-server';
import { fakeGuestCardCheckout, openGuestPayment } from '@/testing/guest-card-checkout';
import { renderApp } from '@/testing/render-app';
import { loadCatalog } from './catalogs';
import { plural } from './plural';
import { setLanguage } from './translated';

// Issue 32: French, Spanish and Italian pages under /fr, /es and /it, money and counts from Intl.
afterEach(() => {
  setLanguage('en');
  vi.unstubAllGlobals();
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

describe('the shop in French (/fr/…)', () => {
  it('shows the code form in French, the price in dollars as French writes them, its links under /fr', async () => {
    setLanguage('fr', await loadCatalog('fr'));
    shop();
    renderApp('/fr/navipin', { basename: '/fr' });
    expect(await screen.findByRole('heading', { name: 'Codes de navigation', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Code PIN de mise à jour cartographique')).toBeInTheDocument();
    expect(screen.getByLabelText('Région cartographique')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acheter maintenant' })).toBeInTheDocument();
    // 'Montant : 39,00 $US' (Intl's amount; the exact characters are asserted below).
    expect(await screen.findByText(/^Montant\s: 39,00\s\$US$/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Décodeur VIN' })).toHaveAttribute('href', '/fr/vin-code');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/navipin');
    const legal = screen.getByRole('navigation', { name: 'Informations légales' });
    expect(within(legal).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      '/fr/imprint',
    );
    await waitFor(() => expect(document.title).toMatch(/^Codes de navigation — /));
  });

  it('writes money, counts and form messages as French does', async () => {
    setLanguage('fr', await loadCatalog('fr'));
    expect(formatMoney('39.00', 'USD')).toBe('39,00\u00a0$US');
    expect(formatCount(1000)).toBe('1\u202f000');
    expect(plural(0, { one: '# jour', other: '# jours' })).toBe('0 jour');
    expect(plural(1000, { one: '# jour', other: '# jours' })).toBe('1\u202f000 jours');
    expect(messages.vinLength).toBe('Le numéro VIN doit comporter 17 caractères.');
    // A sentence's count takes its word's form: French says '0 ligne', '1 000 lignes'.
    expect(bulkTexts.inProgress(0, 1200)).toMatch(/^0 ligne traitée sur 1\u202f200\. /);
    expect(bulkTexts.inProgress(1000, 1200)).toMatch(/^1\u202f000 lignes traitées sur 1\u202f200\. /);
  });
});

describe('the shop in Spanish (/es/…)', () => {
  it('commits to pay on /es/payment with the words the law accepts, the total as Spanish writes dollars', async () => {
    setLanguage('es', await loadCatalog('es'));
    fakeGuestCardCheckout();
    openGuestPayment('es');
    expect(
      await screen.findByRole('heading', { name: 'Elija su forma de pago' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pedido con obligación de pago' })).toBeInTheDocument();
    const total = screen.getByTestId('order-total');
    expect(total).toHaveTextContent(
      'Está comprando el PIN de navegación para NTG 5s1, Europe, versión V9.0.',
    );
    expect(await within(total).findByText(/^Total \(IVA incluido\): 39,00\sUS\$$/)).toBeInTheDocument();
    const boxes = screen.getByRole('group', { name: 'Antes de que se entregue el PIN' });
    expect(within(boxes).getByRole('link', { name: 'información sobre el desistimiento' })).toHaveAttribute(
      'href',
      '/es/withdrawal',
    );
    expect(screen.getByLabelText('Correo electrónico para la factura')).toBeInTheDocument();
  });

  it('writes money and counts as Spanish does', async () => {
    setLanguage('es', await loadCatalog('es'));
    expect(formatMoney('39.00', 'USD')).toBe('39,00\u00a0US$');
    expect(formatCount(12345)).toBe('12.345');
    expect(plural(1, { one: '# día', other: '# días' })).toBe('1 día');
    expect(plural(0, { one: '# día', other: '# días' })).toBe('0 días');
  });
});

describe('the shop in Italian (/it/…)', () => {
  it('shows the code form in Italian, the price as Italian writes dollars', async () => {
    setLanguage('it', await loadCatalog('it'));
    shop();
    renderApp('/it/navipin', { basename: '/it' });
    expect(
      await screen.findByRole('heading', { name: 'Codici di navigazione', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('PIN per l’aggiornamento mappe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acquista ora' })).toBeInTheDocument();
    expect(await screen.findByText(/^Importo: 39,00\sUSD$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Lingua: Italiano')).toBeInTheDocument();
  });

  it("says 'Page not found' in Italian under /it", async () => {
    setLanguage('it', await loadCatalog('it'));
    shop();
    renderApp('/it/da-nessuna-parte', { basename: '/it' });
    expect(await screen.findByText('Pagina non trovata')).toBeInTheDocument();
    expect(messages.vinLength).toBe('Il numero di telaio (VIN) deve essere di 17 caratteri.');
  });
});
