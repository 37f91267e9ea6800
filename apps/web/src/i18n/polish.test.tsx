import { givenConsent } from '@navihub/contract/consent';
import type { BulkDryRunReport } from '@navihub/contract/bulk-orders';
import { messages } from '@navihub/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bulkTexts } from '@/features/bulk-orders/texts';
import { formatMoney } from '@/lib/format';
import { fakeServer, userStatusOf } from '@/testing/fake-server';
import { fakeGuestCardCheckout, openGuestPayment, STRIPE_CHECKOUT } from '@/testing/guest-card-checkout';
import { renderApp, signIn } from '@/testing/render-app';
import { loadCatalog } from './catalogs';
import { plural } from './plural';
import { setLanguage } from './translated';

// Issue 32: the shop in Polish under /pl — its words, its money and its four plural forms.
beforeEach(async () => {
  setLanguage('pl', await loadCatalog('pl'));
});
afterEach(() => {
  setLanguage('en');
});

function row(n: number, ok: boolean) {
  return {
    row: n,
    reference: `van-${n}`,
    comand: 'NTG 5.5',
    map_region: 'Europe',
    version: 'V12.0',
    vin: ok ? 'WDD2050461F100001' : 'WDD2050461F10000',
    ok,
    errors: ok ? [] : ['vin: The length of VIN must be 17 characters.'],
    warnings: [],
  };
}

/** A fleet file of 22 rows, 5 of which can be ordered with 5 of the account's 10 points. */
const report: BulkDryRunReport = {
  dry_run: true,
  livemode: true,
  rows: 22,
  valid_rows: 5,
  invalid_rows: 17,
  pays_with: 'points',
  points_needed: 5,
  points_balance: 10,
  can_order: true,
  message: null,
  report: Array.from({ length: 22 }, (_, i) => row(i + 1, i < 5)),
};

describe('the shop in Polish (/pl/…)', () => {
  it('checks a fleet file in Polish, its counts in the few and many forms', async () => {
    fakeServer({
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'flota@example.com' })] },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
      'POST /api/v1/bulk-orders/': { body: report },
    });
    signIn();
    const { user } = renderApp('/pl/profile/bulk-orders', { basename: '/pl' });
    await screen.findByRole('heading', { name: 'Zamówienia hurtowe' }, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Sprawdź plik' }));
    expect(screen.getByText('Najpierw wybierz plik CSV.')).toBeInTheDocument();
    const file = new File(['comand,map_region,version,vin\n'], 'flota.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Plik CSV'), file);
    await user.click(screen.getByRole('button', { name: 'Sprawdź plik' }));

    // 22 → few ("wiersze"), 5 → many ("tokenów", "kodów PIN").
    expect(await screen.findByText('22 wiersze: do zamówienia 5, z błędami 17.')).toBeInTheDocument();
    expect(screen.getByText(/^Potrzeba 5 tokenów, na koncie: 10\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zamów 5 kodów PIN' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Wiersze do sprawdzenia' })).toBeInTheDocument();
  });

  it('writes each plural form of a row count as Polish does: 1, 2, 5, 22, 1.5', () => {
    expect(bulkTexts.summary(1, 1)).toBe('1 wiersz: do zamówienia 1, z błędami 0.');
    expect(bulkTexts.summary(2, 2)).toBe('2 wiersze: do zamówienia 2, z błędami 0.');
    expect(bulkTexts.summary(5, 4)).toBe('5 wierszy: do zamówienia 4, z błędami 1.');
    expect(bulkTexts.summary(22, 22)).toBe('22 wiersze: do zamówienia 22, z błędami 0.');
    expect(bulkTexts.order(2)).toBe('Zamów 2 kody PIN');
    expect(plural(1.5, { one: '# dzień', few: '# dni', many: '# dni', other: '# dnia' })).toBe('1,5 dnia');
  });

  it('shows the total in Polish money on /pl/payment, and its button commits to pay in the words Polish law knows', async () => {
    const server = fakeGuestCardCheckout();
    const { user } = openGuestPayment('pl');
    const pay = await screen.findByRole('button', { name: 'Karta płatnicza' }, { timeout: 5000 });
    await waitFor(() => expect(pay).toBeEnabled());

    const total = screen.getByTestId('order-total');
    expect(total).toHaveTextContent('Zakup: kod PIN nawigacji dla NTG 5s1, region Europe, wersja V9.0.');
    // What Intl writes for dollars in Polish: the amount, a space, the currency's code.
    expect(within(total).getByText(/^Razem \(z podatkami\): 39,00\sUSD$/)).toBeInTheDocument();
    const boxes = screen.getByRole('group', { name: 'Przed dostarczeniem kodu PIN' });
    expect(within(boxes).getByRole('link', { name: 'regulamin' })).toHaveAttribute('href', '/pl/terms');

    await user.type(screen.getByLabelText('E-mail do faktury'), 'klient@example.com');
    await user.click(screen.getByLabelText(/^Żądam dostarczenia mojego kodu PIN niezwłocznie/));
    await user.click(screen.getByLabelText(/^Przyjmuję do wiadomości/));
    await user.click(screen.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }));
    await waitFor(() => expect(server.callsTo('POST', STRIPE_CHECKOUT)).toHaveLength(1));
    expect(server.callsTo('POST', STRIPE_CHECKOUT)[0]!.body).toMatchObject({ consent: givenConsent('pl') });
  });

  it('writes money and form messages as Polish, Russian and Turkish do', async () => {
    expect(formatMoney('39.00', 'USD')).toMatch(/^39,00\sUSD$/);
    expect(messages.vinLength).toBe('Numer VIN musi mieć 17 znaków.');
    setLanguage('ru', await loadCatalog('ru'));
    expect(formatMoney('39.00', 'USD')).toMatch(/^39,00\s\$$/);
    expect(bulkTexts.summary(21, 21)).toMatch(/^21 строка:/);
    expect(bulkTexts.summary(22, 22)).toMatch(/^22 строки:/);
    expect(bulkTexts.summary(25, 25)).toMatch(/^25 строк:/);
    expect(messages.vinLength).toBe('VIN-номер должен состоять из 17 символов.');
    setLanguage('tr', await loadCatalog('tr'));
    expect(formatMoney('39.00', 'USD')).toBe('$39,00');
    expect(bulkTexts.order(2)).toBe('2 PIN sipariş ver');
  });
});
