import { givenConsent } from '@navihub/contract/consent';
import { consentTexts } from '@navihub/contract/consent-texts';
import { messages } from '@navihub/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, siteConfig, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

// A business buyer's details and the total with tax on /payment (issue 33 part 2, decision 065).
const order = { comand: 'NTG 5s1', map_region: 'Europe', version: 'V9.0', vin: 'WDD2050001F595854' };
const PAYMENT_URL = 'https://pay.example/checkout/cs_1';
const SUMMARY = 'Buying as a business? Add your company details (optional)';

function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

async function openPayment(amountLine = 'Amount: 39.00$') {
  const view = renderApp('/payment', { state: order });
  await screen.findByText(amountLine, {}, { timeout: 5000 });
  await view.user.click(await screen.findByLabelText(consentTexts.immediateDelivery));
  await view.user.click(screen.getByLabelText(consentTexts.waiverAcknowledged));
  return view;
}

describe('/payment takes business details', () => {
  it('sends them with the payment, and shows a wrong VAT number at its field, with the focus', async () => {
    let refuse = true;
    const server = fakeServer({
      'GET /api/v1/payment/paypal/': { body: { amount: '39.00', currency: 'USD' } },
      'POST /api/v1/payment/stripe/': () =>
        refuse
          ? {
              status: 400,
              body: {
                detail: messages.vatNumberShape,
                code: 'invalid',
                vat_number: [messages.vatNumberShape],
              },
            }
          : { body: { payment_url: PAYMENT_URL } },
    });
    const assign = stubAssign();
    const { user } = await openPayment();
    await user.type(screen.getByLabelText('Email for Invoice'), 'fleet@example.com');
    await user.click(screen.getByText(SUMMARY));
    await user.type(screen.getByLabelText('Company name'), 'Werkstatt Huber GmbH');
    await user.type(screen.getByLabelText('Address'), 'Ringstraße 5{Enter}1010 Wien');
    await user.selectOptions(screen.getByLabelText('Country'), 'AT');
    await user.type(screen.getByLabelText('VAT number'), 'ATU1');
    await user.click(screen.getByRole('button', { name: 'Credit Card' }));

    const vat = screen.getByLabelText('VAT number');
    await waitFor(() =>
      expect(vat).toHaveAccessibleDescription(expect.stringContaining(messages.vatNumberShape)),
    );
    await waitFor(() => expect(vat).toHaveFocus());
    expect(assign).not.toHaveBeenCalled();

    refuse = false;
    await user.clear(vat);
    await user.type(vat, 'ATU13585627');
    await user.click(screen.getByRole('button', { name: 'Credit Card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect(server.callsTo('POST', '/api/v1/payment/stripe/')[1]!.body).toMatchObject({
      ...order,
      email: 'fleet@example.com',
      consent: givenConsent('en'),
      company_name: 'Werkstatt Huber GmbH',
      address: 'Ringstraße 5\n1010 Wien',
      country: 'AT',
      vat_number: 'ATU13585627',
    });
  });

  it("prefills a signed-in customer's remembered details, and sends none for a guest who gave none", async () => {
    const remembered = {
      company_name: 'Garage Martin',
      address: '',
      country: 'FR',
      vat_number: 'FR40303265045',
    };
    const server = fakeServer({
      'GET /api/v1/payment/paypal/': { body: { amount: '39.00', currency: 'USD' } },
      'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com' })] },
      'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
      'GET /api/v1/account/business/': { body: remembered },
      'POST /api/v1/payment/stripe/': { body: { payment_url: PAYMENT_URL } },
    });
    stubAssign();
    signIn();
    const { user } = await openPayment();
    await waitFor(() => expect(screen.getByLabelText('Company name')).toHaveValue('Garage Martin'));
    expect(screen.getByLabelText('Country')).toHaveValue('FR');
    await user.click(screen.getByRole('button', { name: 'Credit Card' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/v1/payment/stripe/')[0]!.body).toMatchObject(remembered);
  });
});

describe('/payment with taxes on', () => {
  it('shows the total with the tax the customer pays before the buttons, and asks again when the country changes', async () => {
    const server = fakeServer({
      'GET /api/v1/site/': { body: { ...siteConfig, taxes: 'oss' } },
      'GET /api/v1/payment/paypal/': { body: { amount: '39.00', currency: 'USD' } },
      'POST /api/v1/payment/tax/': (request) => {
        const body = request.body as { country?: string };
        return body.country === 'AT'
          ? {
              body: {
                taxes: 'oss',
                country: 'AT',
                tax_rate: '0',
                net: '39.00',
                tax: '0.00',
                gross: '39.00',
                reverse_charge: true,
              },
            }
          : {
              body: {
                taxes: 'oss',
                country: 'DE',
                tax_rate: '19',
                net: '39.00',
                tax: '7.41',
                gross: '46.41',
                reverse_charge: false,
              },
            };
      },
    });
    const { user } = await openPayment('Amount: 46.41$');
    const total = screen.getByTestId('order-total');
    expect(await within(total).findByText('Total (taxes included): 46.41$')).toBeInTheDocument();
    expect(within(total).getByText('Includes VAT 19 % (DE): 7.41$ on 39.00$ net.')).toBeInTheDocument();
    // The order's amount line says the same gross (decision 072).
    const amount = screen.getByTestId('payment-amount');
    expect(within(amount).getByText('incl. VAT 19 %')).toBeInTheDocument();

    await user.click(screen.getByText(SUMMARY));
    await user.selectOptions(screen.getByLabelText('Country'), 'AT');
    expect(await within(total).findByText('Total (taxes included): 39.00$')).toBeInTheDocument();
    expect(within(total).getByText(/reverse charge/)).toBeInTheDocument();
    expect(within(amount).getByText('Amount: 39.00$')).toBeInTheDocument();
    expect(within(amount).getByText('no VAT (reverse charge)')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/v1/payment/tax/').at(-1)!.body).toMatchObject({
      amount: '39.00',
      country: 'AT',
    });
  });
});
