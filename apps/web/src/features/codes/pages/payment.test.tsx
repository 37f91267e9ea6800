import { givenConsent } from '@navihub/contract/consent';
import { consentTexts } from '@navihub/contract/consent-texts';
import { messages } from '@navihub/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

const FAR_FUTURE = '2099-01-01T00:00:00Z';
const order = { comand: 'NTG 5s1', map_region: 'Europe', version: 'V9.0', vin: 'WDD2050001F595854' };
const PAYMENT_URL = 'https://pay.example/checkout/cs_1';

type Shop = { points?: number; subscriptionEnd?: string; discount?: number; extra?: Record<string, unknown> };

function shop({ points, subscriptionEnd, discount = 0, extra = {} }: Shop = {}) {
  return fakeServer({
    'GET /api/v1/payment/paypal/': { body: { amount: '39.00', currency: 'USD' } },
    'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com', discount })] },
    'GET /api/v1/points-subs/generate/': {
      body: {
        points: points ? [{ pk: 7, fk_tool_name: 'Navigation codes tokens', amount: points }] : [],
        subscriptions: subscriptionEnd
          ? [{ pk: 3, fk_tool_name: 'Navigation codes tokens', end_date: subscriptionEnd }]
          : [],
      },
    },
    'POST /api/v1/payment/stripe/': { body: { payment_url: PAYMENT_URL } },
    ...(extra as Record<string, never>),
  });
}

function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

type User = ReturnType<typeof renderApp>['user'];

/** Ticks the two consent boxes (issue 32): no way to pay goes on without them. */
async function agree(user: User) {
  await user.click(await screen.findByLabelText(consentTexts.immediateDelivery));
  await user.click(screen.getByLabelText(consentTexts.waiverAcknowledged));
}

async function openPayment(state: unknown = order) {
  const view = renderApp('/payment', { state });
  await screen.findByRole('heading', { name: 'Select your payment method' }, { timeout: 5000 });
  await screen.findByText('Amount: 39.00$', {}, { timeout: 5000 });
  await agree(view.user);
  return view;
}

const creditCard = () => screen.getByRole('button', { name: 'Credit Card' });

describe('/payment', () => {
  it('warns before a second purchase of the same PIN within a day: see it / buy again (issue 31 item 2)', async () => {
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000).toISOString();
    const server = shop({
      extra: { 'POST /api/v1/codes/recent-purchase/': { body: { bought_at: twoMinutesAgo } } },
    });
    const assign = stubAssign();
    signIn();
    const { user } = await openPayment();
    await waitFor(() => expect(screen.getByLabelText('Email for Invoice')).toHaveValue('driver@example.com'));
    await user.click(creditCard());

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('You bought this PIN 2 minutes ago');
    expect(within(warning).getByRole('link', { name: 'See it' })).toHaveAttribute('href', '/profile/orders');
    expect(server.callsTo('POST', '/api/v1/codes/recent-purchase/')[0]?.body).toEqual({
      ...order,
      email: 'driver@example.com',
    });
    expect(server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(0);

    await user.click(within(warning).getByRole('button', { name: 'Buy again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect(server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(1);
  });

  it('asks the same before a point is spent on a PIN bought within the day (issue 31 item 2)', async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    const server = shop({
      points: 3,
      extra: {
        'POST /api/v1/codes/recent-purchase/': { body: { bought_at: tenMinutesAgo } },
        'POST /api/v1/points-subs/generate/': { body: { order_id: 'order-2', livemode: true } },
      },
    });
    signIn();
    const { user, router } = renderApp('/payment', { state: order });
    await agree(user);
    await user.click(await screen.findByRole('button', { name: 'Generate' }, { timeout: 5000 }));

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('You bought this PIN 10 minutes ago');
    expect(within(warning).getByRole('link', { name: 'See it' })).toHaveAttribute('href', '/profile/orders');
    expect(server.callsTo('POST', '/api/v1/codes/recent-purchase/')[0]?.body).toEqual({
      ...order,
      email: 'driver@example.com',
    });
    expect(server.callsTo('POST', '/api/v1/points-subs/generate/')).toHaveLength(0);

    await user.click(within(warning).getByRole('button', { name: 'Buy again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(server.callsTo('POST', '/api/v1/points-subs/generate/')).toHaveLength(1);
  });

  it('sends a visitor without a vin to /navipin', async () => {
    shop();
    const { router } = renderApp('/payment', { state: { comand: 'NTG 5s1' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/navipin'));
  });

  it('shows the method, the amount, the wallet-pay mount point and the back link', async () => {
    shop();
    const { container } = await openPayment();
    expect(creditCard()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('WDD2050001F595854')).toBeInTheDocument();
    expect(within(summary).getByText('NTG 5s1')).toBeInTheDocument();
    const wallet = container.querySelector('#wallet-pay-button');
    expect(wallet).toBeInTheDocument();
    expect(wallet).toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
  });

  it("shows a guest's e-mail field and its purpose before any click, and moves the focus to it when empty", async () => {
    const server = shop();
    const assign = stubAssign();
    const { user } = await openPayment();
    const email = screen.getByLabelText('Email for Invoice');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('placeholder', 'Email for Invoice');
    expect(email).toHaveAccessibleDescription('The invoice and the PIN are sent to this address.');

    // An empty e-mail: the click says why nothing was paid, and the focus goes to the field.
    await user.click(creditCard());
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(0);

    await user.type(email, 'guest@example.com');
    await user.click(creditCard());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));

    const call = server.callsTo('POST', '/api/v1/payment/stripe/')[0]!;
    expect(call.body).toEqual({
      ...order,
      amount: '39.00',
      email: 'guest@example.com',
      currency: 'USD',
      consent: givenConsent('en'),
    });
    expect(call.headers.get('Authorization')).toBeNull();
  });

  it('passes every field of the navigation state on', async () => {
    const server = shop();
    stubAssign();
    const { user } = await openPayment({ ...order, type: null, fk_subscription: null, fk_point: null });
    await user.type(screen.getByLabelText('Email for Invoice'), 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/v1/payment/stripe/')[0]!.body).toMatchObject({
      ...order,
      type: null,
      fk_subscription: null,
      fk_point: null,
    });
  });

  it.each([['guest@example'], ['guest.example.com'], ['   ']])(
    "says 'Entered value does not match email format' for %j and sends nothing",
    async (typed) => {
      const server = shop();
      const { user } = await openPayment();
      await user.click(creditCard());
      const email = await screen.findByLabelText('Email for Invoice');
      await user.type(email, typed);
      await user.click(creditCard());

      expect(await screen.findByText(messages.emailFormat)).toHaveAttribute('role', 'alert');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(0);

      await user.clear(email);
      await user.type(email, 'guest@example.com');
      await waitFor(() => expect(screen.queryByText(messages.emailFormat)).not.toBeInTheDocument());
    },
  );

  it('ignores a submit with an empty e-mail', async () => {
    const server = shop();
    const { user } = await openPayment();
    await user.click(creditCard());
    await screen.findByLabelText('Email for Invoice');
    await user.click(creditCard());
    expect(server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(0);
  });

  it("shows a signed-in user's e-mail at once and pays with the bearer and the discounted amount", async () => {
    const server = shop({ discount: 10 });
    const assign = stubAssign();
    signIn({ email: 'driver@example.com', discount: 10 });
    const { user } = renderApp('/payment', { state: order });

    const email = await screen.findByLabelText('Email for Invoice', {}, { timeout: 5000 });
    expect(email).toHaveValue('driver@example.com');
    const amount = await screen.findByTestId('payment-amount');
    expect(await within(amount).findByText('Amount: 35.10$')).toBeInTheDocument();
    expect(within(amount).getByText('39.00$').tagName).toBe('S');
    expect(within(amount).getByText('10% discount applied')).toBeInTheDocument();

    await waitFor(() => expect(creditCard()).toBeEnabled());
    await agree(user);
    await user.click(creditCard());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    const call = server.callsTo('POST', '/api/v1/payment/stripe/')[0]!;
    expect(call.body).toMatchObject({ amount: '35.10', email: 'driver@example.com', currency: 'USD' });
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('ignores further submits once a payment is in progress', async () => {
    const server = shop();
    const assign = stubAssign();
    const { user } = await openPayment();
    await user.click(creditCard());
    await user.type(await screen.findByLabelText('Email for Invoice'), 'guest@example.com');
    await user.click(creditCard());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));

    expect(await screen.findByText('Redirecting to the secure card payment…')).toBeInTheDocument();
    expect(creditCard()).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Card payment' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Card payment' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it.each([
    [400, { amount: [messages.amountMismatch] }],
    [502, { detail: messages.paymentStartFailed }],
  ])(
    "shows 'Payment error. Try again later.' after a %i and lets the customer try again",
    async (status, body) => {
      let fail = true;
      const server = shop({
        extra: {
          'POST /api/v1/payment/stripe/': () =>
            fail ? { status, body } : { body: { payment_url: PAYMENT_URL } },
        },
      });
      const assign = stubAssign();
      const { user } = await openPayment();
      await user.click(creditCard());
      await user.type(await screen.findByLabelText('Email for Invoice'), 'guest@example.com');
      await user.click(creditCard());

      expect(await screen.findByText(messages.paymentStartFailed, { exact: true })).toBeInTheDocument();
      expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
      expect(assign).not.toHaveBeenCalled();
      await waitFor(() => expect(creditCard()).toBeEnabled());

      fail = false;
      await user.click(creditCard());
      await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
      expect(server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(2);
    },
  );

  it("shows the server's e-mail error under the field", async () => {
    shop({
      extra: { 'POST /api/v1/payment/stripe/': { status: 400, body: { email: [messages.emailInvalid] } } },
    });
    const { user } = await openPayment();
    await user.click(creditCard());
    await user.type(await screen.findByLabelText('Email for Invoice'), 'guest@example.com');
    await user.click(creditCard());
    expect(await screen.findByText(messages.emailInvalid)).toHaveAttribute('role', 'alert');
  });

  it('only logs to the console when payment_url is missing', async () => {
    shop({
      extra: {
        'POST /api/v1/payment/stripe/': {
          body: {},
          outsideContract: 'spec: a missing payment_url is only logged',
        },
      },
    });
    const assign = stubAssign();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openPayment();
    await user.click(creditCard());
    await user.type(await screen.findByLabelText('Email for Invoice'), 'guest@example.com');
    await user.click(creditCard());
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it("asks no third-party service for the visitor's address, and sends none (decision 055)", async () => {
    const server = shop({ extra: { 'GET /': { body: { ip: '203.0.113.7' } } } });
    stubAssign();
    const { user } = await openPayment();
    await user.click(creditCard());
    await user.type(await screen.findByLabelText('Email for Invoice'), 'guest@example.com');
    await user.click(creditCard());
    await waitFor(() => expect(server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/v1/payment/stripe/')[0]!.body).not.toHaveProperty('user_ip');
    expect(server.callsTo('GET', '/')).toHaveLength(0);
  });

  it.each([
    ['an active subscription', { subscriptionEnd: FAR_FUTURE }, 'Subscription active', 'Generate'],
    ['points', { points: 3 }, 'Points Amount: 3', 'Generate'],
    ['no balance', {}, null, 'Buy Now'],
  ])('with %s the main button reads %j → %j', async (_, balance, status, label) => {
    shop(balance);
    signIn();
    renderApp('/payment', { state: order });
    expect(await screen.findByRole('button', { name: label }, { timeout: 5000 })).toBeInTheDocument();
    if (status) expect(screen.getByText(status)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: label === 'Generate' ? 'Buy Now' : 'Generate' })).toBeNull();
  });

  it('generates with a point and goes to /success?orderId', async () => {
    const server = shop({
      points: 3,
      extra: { 'POST /api/v1/points-subs/generate/': { body: { order_id: 'order-1', livemode: true } } },
    });
    signIn();
    const { user, router } = renderApp('/payment', { state: order });
    await agree(user);
    await user.click(await screen.findByRole('button', { name: 'Generate' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(router.state.location.search).toBe('?orderId=order-1');
    expect(server.callsTo('POST', '/api/v1/points-subs/generate/')[0]!.body).toEqual({
      ...order,
      type: 'points',
      fk_subscription: null,
      fk_point: 7,
      consent: givenConsent('en'),
    });
    expect(server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(0);
  });
});
