import { givenConsent } from '@navihub/contract/consent';
import { consentTexts } from '@navihub/contract/consent-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, siteConfig, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

// The consent before a PIN is delivered at once (issue 32, decision 057), on /payment.
const FAR_FUTURE = '2099-01-01T00:00:00Z';
const order = { comand: 'NTG 5s1', map_region: 'Europe', version: 'V9.0', vin: 'WDD2050001F595854' };
const PAYMENT_URL = 'https://pay.example/checkout/cs_1';
const STRIPE = '/api/v1/payment/stripe/';
const GENERATE = '/api/v1/points-subs/generate/';

function shop(balance: { points?: number; subscriptionEnd?: string } = {}) {
  return fakeServer({
    'GET /api/v1/site/': { body: { ...siteConfig, payment_methods: ['card', 'paypal'] } },
    'GET /': { body: { ip: '203.0.113.7' } },
    'GET /api/v1/payment/paypal/': { body: { amount: '39.00', currency: 'USD' } },
    'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com' })] },
    'GET /api/v1/points-subs/generate/': {
      body: {
        points: balance.points
          ? [{ pk: 7, fk_tool_name: 'Navigation codes tokens', amount: balance.points }]
          : [],
        subscriptions: balance.subscriptionEnd
          ? [{ pk: 3, fk_tool_name: 'Navigation codes tokens', end_date: balance.subscriptionEnd }]
          : [],
      },
    },
    'POST /api/v1/codes/recent-purchase/': { body: { bought_at: null } },
    [`POST ${STRIPE}`]: { body: { payment_url: PAYMENT_URL } },
    [`POST ${GENERATE}`]: { body: { order_id: 'order-1', livemode: true } },
  });
}

const immediate = () => screen.getByLabelText(consentTexts.immediateDelivery);
const waiver = () => screen.getByLabelText(consentTexts.waiverAcknowledged);

async function openPayment(button: string) {
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  const view = renderApp('/payment', { state: order });
  await screen.findByRole('button', { name: button }, { timeout: 5000 });
  await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled());
  return view;
}

describe('/payment asks for the consent to immediate delivery', () => {
  it('shows two unticked boxes, what is bought with its total, and the links to the terms and withdrawal', async () => {
    shop();
    await openPayment('Credit Card');
    expect(immediate()).not.toBeChecked();
    expect(waiver()).not.toBeChecked();
    const total = screen.getByTestId('order-total');
    expect(total).toHaveTextContent('You are buying the navigation PIN for NTG 5s1, Europe, version V9.0.');
    expect(within(total).getByText('Total (taxes included): 39.00$')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'withdrawal information' })).toHaveAttribute(
      'href',
      '/withdrawal',
    );
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
  });

  it('sends nothing without both boxes: each unticked box says why, and the e-mail typed stays', async () => {
    const server = shop();
    const { user } = await openPayment('Credit Card');
    await user.type(screen.getByLabelText('Email for Invoice'), 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));

    expect(screen.getByText(consentTexts.immediateDeliveryRequired)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(consentTexts.waiverAcknowledgedRequired)).toHaveAttribute('role', 'alert');
    expect(immediate()).toHaveAttribute('aria-invalid', 'true');
    expect(immediate()).toHaveAccessibleDescription(consentTexts.immediateDeliveryRequired);
    expect(immediate()).toHaveFocus();
    expect(screen.getByLabelText('Email for Invoice')).toHaveValue('guest@example.com');

    // One box ticked: its message goes, the other stays, and still nothing is sent.
    await user.click(immediate());
    expect(screen.queryByText(consentTexts.immediateDeliveryRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Credit Card' }));
    expect(screen.getByText(consentTexts.waiverAcknowledgedRequired)).toBeInTheDocument();
    expect(waiver()).toHaveFocus();
    expect(server.callsTo('POST', STRIPE)).toHaveLength(0);
    expect(server.callsTo('POST', '/api/v1/codes/recent-purchase/')).toHaveLength(0);

    await user.click(waiver());
    await user.click(screen.getByRole('button', { name: 'Credit Card' }));
    await waitFor(() => expect(server.callsTo('POST', STRIPE)).toHaveLength(1));
    expect(server.callsTo('POST', STRIPE)[0]!.body).toMatchObject({
      email: 'guest@example.com',
      consent: givenConsent('en'),
    });
  });

  it.each([
    ['card', 'Credit Card', {}, STRIPE, {}],
    ['PayPal', 'PayPal', {}, STRIPE, { method: 'paypal' }],
    ['a point', 'Generate', { points: 2 }, GENERATE, { type: 'points', fk_point: 7 }],
    ['a subscription day', 'Generate', { subscriptionEnd: FAR_FUTURE }, GENERATE, { type: 'subscribe' }],
  ])('paying with %s needs both boxes and sends the consent', async (_, button, balance, path, sent) => {
    const server = shop(balance);
    if (path === GENERATE) signIn();
    const { user } = await openPayment(button);
    if (path === STRIPE) await user.type(screen.getByLabelText('Email for Invoice'), 'guest@example.com');

    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(consentTexts.immediateDeliveryRequired)).toBeInTheDocument();
    expect(server.callsTo('POST', path)).toHaveLength(0);

    await user.click(immediate());
    await user.click(waiver());
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(server.callsTo('POST', path)).toHaveLength(1));
    expect(server.callsTo('POST', path)[0]!.body).toMatchObject({ ...sent, consent: givenConsent('en') });
  });
});
