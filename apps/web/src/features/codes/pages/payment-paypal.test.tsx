import { givenConsent } from '@navihub/contract/consent';
import { consentTexts } from '@navihub/contract/consent-texts';
import { messages } from '@navihub/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, siteConfig, userStatusOf } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

// PayPal beside the card on /payment (issue 15, decision 028): a redirect to PayPal's approval page.
const order = { comand: 'NTG 5s1', map_region: 'Europe', version: 'V9.0', vin: 'WDD2050001F595854' };
const APPROVAL_URL = 'https://www.sandbox.paypal.com/checkoutnow?token=PP123';
const withPaypal = { body: { ...siteConfig, payment_methods: ['card', 'paypal'] } };

function shop(extra: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/v1/site/': withPaypal,
    'GET /api/v1/payment/paypal/': { body: { amount: '39.00', currency: 'USD' } },
    'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com' })] },
    'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    'POST /api/v1/payment/stripe/': { body: { payment_url: APPROVAL_URL } },
    ...(extra as Record<string, never>),
  });
}

function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

async function openPayment() {
  const view = renderApp('/payment', { state: order });
  await screen.findByText('Amount: 39.00$', {}, { timeout: 5000 });
  await screen.findByRole('button', { name: 'PayPal' });
  // The consent boxes (issue 32), ticked: no way to pay goes on without them.
  await view.user.click(screen.getByLabelText(consentTexts.immediateDelivery));
  await view.user.click(screen.getByLabelText(consentTexts.waiverAcknowledged));
  return view;
}

const paypal = () => screen.getByRole('button', { name: 'PayPal' });
const email = () => screen.getByLabelText('Email for Invoice');

describe('/payment with PayPal offered', () => {
  it('shows PayPal in the wallet mount point beside Credit Card, in the payment methods group', async () => {
    shop();
    const { container } = await openPayment();
    const group = screen.getByRole('group', { name: 'Payment methods' });
    expect(within(group).getByRole('button', { name: 'Credit Card' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'PayPal' })).toBe(paypal());
    expect(container.querySelector('#wallet-pay-button')).toContainElement(paypal());
    // Not a submit button: Enter in the e-mail field still pays by card.
    expect(paypal()).toHaveAttribute('type', 'button');
  });

  it('checks the invoice e-mail as the card button does, then starts a PayPal payment and goes to PayPal', async () => {
    let answer: (value: unknown) => void = () => {};
    const server = shop({
      'POST /api/v1/payment/stripe/': () => new Promise((resolve) => (answer = resolve)),
    });
    const assign = stubAssign();
    const { user } = await openPayment();

    await user.click(paypal());
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(0);

    await user.type(email(), 'not-an-address');
    await user.click(paypal());
    expect(email()).toHaveAccessibleDescription(expect.stringContaining(messages.emailFormat));
    expect(server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(0);

    await user.clear(email());
    await user.type(email(), 'guest@example.com');
    await user.click(paypal());
    // Busy while the server opens the PayPal order: spinner, aria-busy, both ways off.
    await waitFor(() => expect(paypal()).toHaveAttribute('aria-busy', 'true'));
    expect(paypal()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Credit Card' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Credit Card' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toHaveTextContent('Opening PayPal…');

    answer({ body: { payment_url: APPROVAL_URL } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVAL_URL));
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to PayPal…');
    const call = server.callsTo('POST', '/api/v1/payment/stripe/')[0]!;
    expect(call.body).toMatchObject({
      ...order,
      amount: '39.00',
      email: 'guest@example.com',
      currency: 'USD',
      method: 'paypal',
      consent: givenConsent('en'),
    });
  });

  it('is reached and pressed from the keyboard', async () => {
    const server = shop();
    const assign = stubAssign();
    const { user } = await openPayment();
    await user.type(email(), 'guest@example.com');
    // The business details' toggle (decision 065), then the consent boxes and the links to the
    // terms and the withdrawal information come first.
    await user.tab();
    expect(screen.getByText('Buying as a business? Add your company details (optional)')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText(consentTexts.immediateDelivery)).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText(consentTexts.waiverAcknowledged)).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Credit Card' })).toHaveFocus();
    await user.tab();
    expect(paypal()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVAL_URL));
    expect(server.callsTo('POST', '/api/v1/payment/stripe/')[0]!.body).toMatchObject({ method: 'paypal' });
  });

  it('drops the PayPal button and says why when the server no longer offers PayPal; the card still pays', async () => {
    const server = shop({
      'POST /api/v1/payment/stripe/': (req: { body: { method?: string } }) =>
        req.body.method === 'paypal'
          ? { status: 400, body: { method: [messages.paypalUnavailable] } }
          : { body: { payment_url: 'https://pay.example/checkout/cs_1' } },
    });
    const assign = stubAssign();
    const { user } = await openPayment();
    await user.type(email(), 'guest@example.com');
    await user.click(paypal());

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.paypalUnavailable);
    expect(screen.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Credit Card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/cs_1'));
    expect(server.callsTo('POST', '/api/v1/payment/stripe/').at(-1)!.body).not.toHaveProperty('method');
  });

  it("says 'Payment error. Try again later.' when PayPal cannot be opened, and lets the customer try again", async () => {
    let fail = true;
    shop({
      'POST /api/v1/payment/stripe/': () =>
        fail
          ? { status: 502, body: { detail: messages.paymentStartFailed } }
          : { body: { payment_url: APPROVAL_URL } },
    });
    const assign = stubAssign();
    const { user } = await openPayment();
    await user.type(email(), 'guest@example.com');
    await user.click(paypal());
    expect(await screen.findByText(messages.paymentStartFailed, { exact: true })).toBeInTheDocument();
    await waitFor(() => expect(paypal()).toBeEnabled());
    fail = false;
    await user.click(paypal());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVAL_URL));
  });
});

describe('/payment without PayPal', () => {
  it('shows no PayPal button and leaves the wallet mount point empty', async () => {
    shop({ 'GET /api/v1/site/': { body: siteConfig } });
    const { container } = renderApp('/payment', { state: order });
    await screen.findByText('Amount: 39.00$', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
    expect(container.querySelector('#wallet-pay-button')).toBeEmptyDOMElement();
  });
});
