import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codeFormAnswers } from '@/testing/code-form-answers';
import { fakeServer } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

// The code form's 'Amount' line and the token bundles beside it, with the tax the buyer pays
// (issue 33, decision 072).
function shop(taxes: 'off' | 'oss', extra: Record<string, unknown> = {}) {
  return fakeServer({
    ...codeFormAnswers({ site: { taxes }, discount: 10 }),
    'GET /api/v1/account/business/': {
      body: { company_name: '', address: '', country: 'FR', vat_number: '' },
    },
    'POST /api/v1/payment/tax/': {
      body: {
        taxes: 'oss',
        country: 'FR',
        tax_rate: '20',
        net: '100.00',
        tax: '20.00',
        gross: '120.00',
        reverse_charge: false,
      },
    },
    ...(extra as Record<string, never>),
  });
}

async function openForm() {
  renderApp('/navipin');
  await screen.findByRole('form', { name: 'Navigation code' }, { timeout: 5000 });
}

const offer = () => within(screen.getByRole('complementary', { name: 'Buy in bundle' }));

describe('/navipin with taxes on', () => {
  it("shows a customer the gross of their discounted amount and of each bundle, by their account's country", async () => {
    const server = shop('oss');
    signIn({ email: 'driver@example.com', discount: 10 });
    await openForm();
    const status = screen.getByTestId('amount-status');
    // 35.10 (39.00 less 10 %) + 7.02; the original 39.00 + 7.80.
    expect(await within(status).findByText('Amount: 42.12$')).toBeInTheDocument();
    expect(within(status).getByText('46.80$').tagName).toBe('S');
    expect(within(status).getByText('incl. VAT 20 %')).toBeInTheDocument();

    const starter = (await offer().findByText('Starter 10')).closest('li')!;
    expect(within(starter).getByText('420.00$')).toBeInTheDocument();
    expect(within(starter).getByText('incl. VAT 20 %')).toBeInTheDocument();
    const reseller = offer().getByText('Reseller 10').closest('li')!;
    expect(within(reseller).getByText('374.40$')).toBeInTheDocument();
    expect(within(reseller).getByText('468.00$').tagName).toBe('S');

    // One quote for the page, asked by the account's country.
    const quotes = server.callsTo('POST', '/api/v1/payment/tax/');
    expect(quotes).toHaveLength(1);
    expect(quotes[0]!.body).toMatchObject({ country: 'FR' });
  });

  it('says "plus VAT" beside the net amount until the tax is known', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    shop('oss', {
      'POST /api/v1/payment/tax/': () => new Promise((resolve) => (answer = resolve)),
    });
    await openForm();
    const status = screen.getByTestId('amount-status');
    expect(await within(status).findByText('Amount: 39.00$')).toBeInTheDocument();
    expect(within(status).getByText('plus VAT')).toBeInTheDocument();

    answer({
      body: {
        taxes: 'oss',
        country: 'DE',
        tax_rate: '19',
        net: '100.00',
        tax: '19.00',
        gross: '119.00',
        reverse_charge: false,
      },
    });
    expect(await within(status).findByText('Amount: 46.41$')).toBeInTheDocument();
    expect(within(status).getByText('incl. VAT 19 %')).toBeInTheDocument();
  });
});

describe('/navipin with taxes off', () => {
  it("shows the spec's 'Amount: price$' and the bundles' prices as they are, asking no quote", async () => {
    const server = shop('off');
    await openForm();
    const status = screen.getByTestId('amount-status');
    expect(await within(status).findByText('Amount: 39.00$')).toBeInTheDocument();
    expect(status).toHaveTextContent(/^Amount: 39\.00\$$/);
    const starter = (await offer().findByText('Starter 10')).closest('li')!;
    expect(within(starter).getByText('350.00$')).toBeInTheDocument();
    expect(screen.queryByTestId('tax-note')).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/api/v1/bundles/')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/v1/payment/tax/')).toHaveLength(0);
  });
});
