import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, siteConfig, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

// The subscription bundles' prices with the tax the buyer pays, before Buy (issue 33, decision 072).
const bundles = [
  { id: 1, name: '1 month unlimited', price: '199.00', discount: 0, discount_price: '199.00', duration: 30 },
  {
    id: 2,
    name: '12 months unlimited',
    price: '1499.00',
    discount: 20,
    discount_price: '1199.20',
    duration: 365,
  },
];
const GERMAN_CONSUMER = {
  taxes: 'oss',
  country: 'DE',
  tax_rate: '19',
  net: '100.00',
  tax: '19.00',
  gross: '119.00',
  reverse_charge: false,
};
const AUSTRIAN_BUSINESS = {
  company_name: 'Werkstatt Huber GmbH',
  address: 'Ringstraße 5\n1010 Wien',
  country: 'AT',
  vat_number: 'ATU13585627',
};

function shop(taxes: 'off' | 'oss', extra: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/v1/site/': { body: { ...siteConfig, taxes } },
    'GET /api/v1/subscribe_bundles/': { body: { results: bundles } },
    'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com', discount: 0 })] },
    'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    'POST /api/v1/payment/tax/': { body: GERMAN_CONSUMER },
    ...(extra as Record<string, never>),
  });
}

function buyButtonOf(name: string) {
  const card = within(screen.getByRole('main'))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name }));
  return within(card!).getByRole('button', { name: /^Buy/ });
}

async function openPage() {
  const view = renderApp('/subscription');
  await screen.findByText('1 month unlimited', {}, { timeout: 5000 });
  return view;
}

describe('/subscription with taxes on', () => {
  it("shows a guest each price with the VAT of the server's country for them, from one quote", async () => {
    const server = shop('oss');
    await openPage();
    await waitFor(() =>
      expect(buyButtonOf('1 month unlimited')).toHaveAccessibleName('Buy 236.81$ incl. VAT 19 %'),
    );
    // 1199.20 + 227.85 and 1499.00 + 284.81: each price grossed as the checkout charges it.
    expect(buyButtonOf('12 months unlimited')).toHaveAccessibleName(
      'Buy 1427.05$ Original price 1783.81$ incl. VAT 19 %',
    );
    const quotes = server.callsTo('POST', '/api/v1/payment/tax/');
    expect(quotes).toHaveLength(1);
    // A guest gives no details: the server decides by what it knows (the caller's country).
    expect(Object.keys(quotes[0]!.body as object)).toEqual(['amount']);
  });

  it('says "plus VAT" on the net price while the buyer\'s country is not known', async () => {
    shop('oss', {
      'POST /api/v1/payment/tax/': { body: { ...GERMAN_CONSUMER, country: null, tax_rate: '0' } },
    });
    await openPage();
    await waitFor(() =>
      expect(buyButtonOf('1 month unlimited')).toHaveAccessibleName('Buy 199.00$ plus VAT'),
    );
  });

  it('says "plus VAT" when the quote cannot be had', async () => {
    const server = shop('oss', { 'POST /api/v1/payment/tax/': { status: 503, body: {} } });
    await openPage();
    await waitFor(() => expect(server.callsTo('POST', '/api/v1/payment/tax/')).toHaveLength(1));
    // Refused, the price stays net and says so; the buttons stay: the provider's page shows the total.
    expect(buyButtonOf('1 month unlimited')).toHaveAccessibleName('Buy 199.00$ plus VAT');
    expect(buyButtonOf('12 months unlimited')).toHaveAccessibleName(
      'Buy 1199.20$ Original price 1499.00$ plus VAT',
    );
  });

  it("asks by a customer's remembered business details: an EU business elsewhere sees no VAT (reverse charge)", async () => {
    const server = shop('oss', {
      'GET /api/v1/account/business/': { body: AUSTRIAN_BUSINESS },
      'POST /api/v1/payment/tax/': {
        body: {
          ...GERMAN_CONSUMER,
          country: 'AT',
          tax_rate: '0',
          tax: '0.00',
          gross: '100.00',
          reverse_charge: true,
        },
      },
    });
    signIn();
    await openPage();
    await waitFor(() =>
      expect(buyButtonOf('1 month unlimited')).toHaveAccessibleName('Buy 199.00$ no VAT (reverse charge)'),
    );
    const quotes = server.callsTo('POST', '/api/v1/payment/tax/');
    expect(quotes).toHaveLength(1);
    expect(quotes[0]!.body).toMatchObject({ country: 'AT', vat_number: 'ATU13585627' });
  });
});

describe('/subscription with taxes off', () => {
  it('shows the prices as the spec writes them and asks no quote', async () => {
    const server = shop('off');
    await openPage();
    expect(buyButtonOf('1 month unlimited')).toHaveAccessibleName('Buy 199.00$');
    expect(buyButtonOf('12 months unlimited')).toHaveAccessibleName('Buy 1199.20$ Original price 1499.00$');
    expect(screen.queryByTestId('tax-note')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/v1/payment/tax/')).toHaveLength(0);
    expect(server.callsTo('GET', '/api/v1/account/business/')).toHaveLength(0);
  });
});
