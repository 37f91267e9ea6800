import { givenConsent } from '@navihub/contract/consent';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '@/i18n/catalogs';
import { setLanguage } from '@/i18n/translated';
import { fakeGuestCardCheckout, openGuestPayment, STRIPE_CHECKOUT } from '@/testing/guest-card-checkout';

// The consent before a PIN is delivered at once (issue 32, decision 057), on /de/payment.
const IMMEDIATE =
  'Ich verlange ausdrücklich, dass Sie vor Ablauf der 14-tägigen Widerrufsfrist mit der Ausführung des Vertrags beginnen (sofortige Lieferung der PIN).';
const WAIVER = 'Mir ist bekannt, dass ich mit der Lieferung der PIN mein Widerrufsrecht verliere.';

beforeEach(async () => {
  setLanguage('de', await loadCatalog('de'));
});
afterEach(() => {
  setLanguage('en');
});

describe('/de/payment asks for the consent in German', () => {
  it('shows the boxes, their messages, what is bought and the total in German, and sends the consent as given in German', async () => {
    const server = fakeGuestCardCheckout();
    const { user } = openGuestPayment('de');
    const pay = await screen.findByRole('button', { name: 'Kreditkarte' }, { timeout: 5000 });
    await waitFor(() => expect(pay).toBeEnabled());

    const boxes = screen.getByRole('group', { name: 'Bevor die PIN geliefert wird' });
    expect(screen.getByLabelText(IMMEDIATE)).not.toBeChecked();
    expect(screen.getByLabelText(WAIVER)).not.toBeChecked();
    const total = screen.getByTestId('order-total');
    expect(total).toHaveTextContent('Sie kaufen die Navigations-PIN für NTG 5s1, Europe, Version V9.0.');
    expect(within(total).getByText(/^Gesamtbetrag \(inkl\. USt\.\): 39,00\s\$$/)).toBeInTheDocument();
    expect(within(boxes).getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/de/terms');
    expect(within(boxes).getByRole('link', { name: 'Widerrufsbelehrung' })).toHaveAttribute(
      'href',
      '/de/withdrawal',
    );

    await user.type(screen.getByLabelText('E-Mail für die Rechnung'), 'kunde@example.com');
    await user.click(pay);
    expect(
      screen.getByText('Setzen Sie hier ein Häkchen, damit Ihre PIN sofort geliefert wird.'),
    ).toHaveAttribute('role', 'alert');
    expect(
      screen.getByText(
        'Setzen Sie hier ein Häkchen, um zu bestätigen, dass Ihr Widerrufsrecht mit der Lieferung endet.',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', STRIPE_CHECKOUT)).toHaveLength(0);

    await user.click(screen.getByLabelText(IMMEDIATE));
    await user.click(screen.getByLabelText(WAIVER));
    await user.click(pay);
    await waitFor(() => expect(server.callsTo('POST', STRIPE_CHECKOUT)).toHaveLength(1));
    expect(server.callsTo('POST', STRIPE_CHECKOUT)[0]!.body).toMatchObject({ consent: givenConsent('de') });
  });
});
