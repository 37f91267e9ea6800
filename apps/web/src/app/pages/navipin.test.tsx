import { givenConsent } from '@navihub/contract/consent';
import { consentTexts } from '@navihub/contract/consent-texts';
import { messages } from '@navihub/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { codeFormAnswers } from '@/testing/code-form-answers';
import { fakeServer, tokenExpiringIn, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';

const FAR_FUTURE = '2099-01-01T00:00:00Z';
const VIN = 'WDD2050001F595854'; // C-Class W205: could carry NTG 5s1, NTG 5/5s2, NTG 5.5

const variants = [
  { comand: 'NTG 5.5', map_region: 'Europe', version: 'V9.0' },
  { comand: 'NTG 5s1', map_region: 'Europe', version: 'V10.0' },
  { comand: 'NTG 5s1', map_region: 'Europe', version: 'V9.0' },
  { comand: 'NTG 5s1', map_region: 'Europe', version: 'V2.1' },
  { comand: 'NTG 5s1', map_region: 'Russia', version: 'V5.0' },
  { comand: 'NTG 4.5', map_region: 'Europe', version: 'V16.0' },
  { comand: 'NTG 4.5', map_region: 'Australia', version: 'V9.0' },
  { comand: 'NTG 5/5s2', map_region: 'Europe', version: 'V10.0' },
];

type Entitlement = { points?: number; subscriptionEnd?: string };

function shop(entitlement: Entitlement = {}, extra: Record<string, unknown> = {}) {
  return fakeServer({
    ...codeFormAnswers(),
    'GET /api/v1/get-info/': { body: { comand: ['NTG 5.5', 'NTG 5s1', 'NTG 4.5', 'NTG 5/5s2'] } },
    'GET /api/v1/detail/': { body: { variants } },
    'GET /api/v1/points-subs/generate/': {
      body: {
        points: entitlement.points
          ? [{ pk: 7, fk_tool_name: 'Navigation codes tokens', amount: entitlement.points }]
          : [],
        subscriptions: entitlement.subscriptionEnd
          ? [{ pk: 3, fk_tool_name: 'Navigation codes tokens', end_date: entitlement.subscriptionEnd }]
          : [],
      },
    },
    ...(extra as Record<string, never>),
  });
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function optionsOf(user: UserEvent, label: string): Promise<string[]> {
  await user.click(screen.getByLabelText(label));
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return names;
}

/** Ticks the consent boxes (issue 32), shown when 'Generate' delivers at once. */
async function agree(user: UserEvent) {
  await user.click(await screen.findByLabelText(consentTexts.immediateDelivery));
  await user.click(screen.getByLabelText(consentTexts.waiverAcknowledged));
}

async function fillForm(user: UserEvent, vin = VIN) {
  await choose(user, 'Comand', 'NTG 5s1');
  await choose(user, 'Map region', 'Europe');
  await choose(user, 'Version', 'V9.0');
  await user.type(screen.getByLabelText('VIN'), vin);
  if (screen.queryByRole('button', { name: 'Generate' })) await agree(user);
}

async function openForm(entitlement?: Entitlement, extra?: Record<string, unknown>, signedIn = true) {
  const server = shop(entitlement, extra);
  if (signedIn) signIn();
  const view = renderApp('/navipin');
  await screen.findByRole('form', { name: 'Navigation code' }, { timeout: 5000 });
  await waitFor(() => expect(screen.getByLabelText('Comand')).toHaveTextContent('Select...'));
  return { server, ...view };
}

describe('code form fields', () => {
  it('lists the head units in the fixed order and keeps the later fields disabled until the earlier ones', async () => {
    const { user } = await openForm(undefined, undefined, false);

    expect(screen.getByLabelText('Map region')).toBeDisabled();
    expect(screen.getByLabelText('Version')).toBeDisabled();
    expect(screen.getByLabelText('VIN')).toBeDisabled();
    expect(await optionsOf(user, 'Comand')).toEqual(['NTG 4.5', 'NTG 5s1', 'NTG 5/5s2', 'NTG 5.5']);

    await choose(user, 'Comand', 'NTG 5s1');
    expect(screen.getByLabelText('Map region')).toBeEnabled();
    expect(screen.getByLabelText('Version')).toBeDisabled();
    expect(await optionsOf(user, 'Map region')).toEqual(['Europe', 'Russia']);

    await choose(user, 'Map region', 'Europe');
    expect(screen.getByLabelText('Version')).toBeEnabled();
    expect(screen.getByLabelText('VIN')).toBeDisabled();
    // Numerically by the number after V: V2.1 < V9.0 < V10.0.
    expect(await optionsOf(user, 'Version')).toEqual(['V2.1', 'V9.0', 'V10.0']);

    await choose(user, 'Version', 'V10.0');
    expect(screen.getByLabelText('VIN')).toBeEnabled();
  });

  it('shows Loading... while the head units load', async () => {
    let release: () => void = () => {};
    shop(undefined, {
      'GET /api/v1/get-info/': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { comand: [] } });
        }),
    });
    const { user } = renderApp('/navipin');
    const trigger = await screen.findByLabelText('Comand');
    expect(trigger).toHaveTextContent(messages.loading);
    release();
    await waitFor(() => expect(trigger).toHaveTextContent(messages.noOptions));
    await user.click(trigger);
    expect(await screen.findByRole('listbox')).toHaveTextContent(messages.noOptions);
  });

  it('clears a region (and the version) the new head unit does not offer', async () => {
    const { user } = await openForm();
    await choose(user, 'Comand', 'NTG 5s1');
    await choose(user, 'Map region', 'Russia');
    await choose(user, 'Version', 'V5.0');

    await choose(user, 'Comand', 'NTG 4.5');
    expect(screen.getByLabelText('Map region')).toHaveTextContent('Select...');
    expect(screen.getByLabelText('Version')).toHaveTextContent('Select...');
    expect(screen.getByLabelText('Version')).toBeDisabled();
    expect(screen.getByLabelText('VIN')).toBeDisabled();
    expect(await optionsOf(user, 'Map region')).toEqual(['Europe', 'Australia']);
  });

  it('keeps a region the new head unit offers and clears a version it does not', async () => {
    const { user } = await openForm();
    await choose(user, 'Comand', 'NTG 5s1');
    await choose(user, 'Map region', 'Europe');
    await choose(user, 'Version', 'V10.0');

    await choose(user, 'Comand', 'NTG 5/5s2');
    expect(screen.getByLabelText('Map region')).toHaveTextContent('Europe');
    expect(screen.getByLabelText('Version')).toHaveTextContent('V10.0');

    await choose(user, 'Comand', 'NTG 5.5');
    expect(screen.getByLabelText('Map region')).toHaveTextContent('Europe');
    expect(screen.getByLabelText('Version')).toHaveTextContent('Select...');
  });

  it('upper-cases the VIN as typed and shows the messages in the spec order', async () => {
    const { user, server } = await openForm({ points: 2 });

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByText('This is required')).toBeInTheDocument();

    await choose(user, 'Comand', 'NTG 5s1');
    await choose(user, 'Map region', 'Europe');
    await choose(user, 'Version', 'V9.0');
    await waitFor(() => expect(screen.queryByText('This field is required.')).not.toBeInTheDocument());

    const vin = screen.getByLabelText('VIN');
    await user.type(vin, 'wdd2050001');
    expect(vin).toHaveValue('WDD2050001');
    expect(await screen.findByText('The length of VIN must be 17 characters.')).toBeInTheDocument();
    expect(vin).toHaveAttribute('aria-invalid', 'true');
    expect(vin.getAttribute('aria-describedby')).toBe(
      screen.getByText('The length of VIN must be 17 characters.').id,
    );
    expect(server.callsTo('POST', '/api/v1/points-subs/generate/')).toHaveLength(0);
  });
});

describe('VIN check', () => {
  it('shows the one-line summary of a good VIN without warnings', async () => {
    const { user } = await openForm();
    await fillForm(user);
    expect(
      await screen.findByText('Mercedes-Benz C-Class (W205), left-hand drive, plant Bremen'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please check')).not.toBeInTheDocument();
  });

  it('warns without blocking when the series is not known to carry the head unit', async () => {
    const { user, server } = await openForm(
      { points: 1 },
      { 'POST /api/v1/points-subs/generate/': { body: { order_id: 'o-1', livemode: true } } },
    );
    await choose(user, 'Comand', 'NTG 4.5');
    await choose(user, 'Map region', 'Europe');
    await choose(user, 'Version', 'V16.0');
    await user.type(screen.getByLabelText('VIN'), VIN);

    expect(await screen.findByText(/is not known to carry NTG 4\.5/)).toBeInTheDocument();
    expect(screen.getByLabelText('VIN')).not.toHaveAttribute('aria-invalid');

    // A point is spent at once: with a warning the customer is asked once (issue 17).
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const ask = await screen.findByRole('dialog', { name: 'Generate anyway?' });
    expect(within(ask).getByText(/is not known to carry NTG 4\.5/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Check the VIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/v1/points-subs/generate/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await user.click(await screen.findByRole('button', { name: 'Generate anyway' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/v1/points-subs/generate/')).toHaveLength(1));
  });

  it('generates without asking when the VIN check has no warning', async () => {
    const { user, server } = await openForm(
      { points: 1 },
      { 'POST /api/v1/points-subs/generate/': { body: { order_id: 'o-1', livemode: true } } },
    );
    await fillForm(user, VIN);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/v1/points-subs/generate/')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns about a VIN that is not a Mercedes-Benz one', async () => {
    const { user } = await openForm();
    await fillForm(user, 'WVWZZZ1JZXW000001');
    expect(await screen.findByText(/does not look like a Mercedes-Benz VIN/)).toBeInTheDocument();
  });

  it('blocks a North-American VIN whose check digit fails', async () => {
    const { user, server } = await openForm({ points: 1 });
    await fillForm(user, '55SWF4KBXGU145993');
    const reason = await screen.findByText(/check digit does not match \(position 9 is 'X', expected '1'\)/);
    expect(screen.getByLabelText('VIN')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(reason).toHaveAttribute('role', 'alert'));
    expect(server.callsTo('POST', '/api/v1/points-subs/generate/')).toHaveLength(0);
  });

  it('blocks a malformed VIN', async () => {
    const { user, server } = await openForm();
    await fillForm(user, 'WDD2O50001F595854');
    expect(await screen.findByText(/'O' is not allowed in a VIN/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(server.callsTo('POST', '/api/v1/points-subs/generate/')).toHaveLength(0);
  });
});

describe('status line and button', () => {
  it.each([
    ['an active subscription', { subscriptionEnd: FAR_FUTURE, points: 4 }, 'Subscription active', 'Generate'],
    ['points', { points: 4 }, 'Points Amount: 4', 'Generate'],
    [
      'an expired subscription and no points',
      { subscriptionEnd: '2001-01-01T00:00:00Z' },
      'Amount: 39.00$',
      'Buy Now',
    ],
  ])('with %s shows %j and %j', async (_, entitlement, status, button) => {
    await openForm(entitlement);
    expect(await within(screen.getByTestId('amount-status')).findByText(status)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  });

  it('shows the discounted price with the original struck through', async () => {
    shop(undefined, {
      'GET /auth/user/status/': {
        body: [userStatusOf({ pk: 1, email: 'driver@example.com', discount: 10 })],
      },
    });
    signIn({ email: 'driver@example.com', discount: 10 });
    renderApp('/navipin');
    const status = await screen.findByTestId('amount-status');
    expect(await within(status).findByText('Amount: 35.10$')).toBeInTheDocument();
    expect(within(status).getByText('39.00$').tagName).toBe('S');
    expect(within(status).getByText('10% discount applied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
  });

  it('shows the plain price and Buy Now to a guest, and fetches the price once', async () => {
    const { server, router } = await openForm(undefined, undefined, false);
    expect(await screen.findByText('Amount: 39.00$')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');

    await router.navigate('/');
    await router.navigate('/navipin');
    expect(await screen.findByText('Amount: 39.00$')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/v1/payment/paypal/')).toHaveLength(1);
  });
});

describe('submit', () => {
  it("asks for the consent before 'Generate' spends a point, and sends it (issue 32)", async () => {
    const { user, server } = await openForm(
      { points: 2 },
      { 'POST /api/v1/points-subs/generate/': { body: { order_id: 'o-1', livemode: true } } },
    );
    await choose(user, 'Comand', 'NTG 5s1');
    await choose(user, 'Map region', 'Europe');
    await choose(user, 'Version', 'V9.0');
    await user.type(screen.getByLabelText('VIN'), VIN);
    expect(await screen.findByLabelText(consentTexts.immediateDelivery)).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(consentTexts.immediateDeliveryRequired)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(consentTexts.waiverAcknowledgedRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('VIN')).toHaveValue(VIN);
    expect(server.callsTo('POST', '/api/v1/points-subs/generate/')).toHaveLength(0);

    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/v1/points-subs/generate/')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/v1/points-subs/generate/')[0]!.body).toMatchObject({
      consent: givenConsent('en'),
    });
  });

  it.each([
    [
      'subscription',
      { subscriptionEnd: FAR_FUTURE },
      { type: 'subscribe', fk_subscription: 3, fk_point: null },
    ],
    ['points', { points: 2 }, { type: 'points', fk_subscription: null, fk_point: 7 }],
  ])('with a %s generates and goes to /success?orderId', async (_, entitlement, paidWith) => {
    const { user, server, router } = await openForm(entitlement, {
      'POST /api/v1/points-subs/generate/': {
        body: { order_id: '3f9a0c2e-1111-4222-8333-444455556666', livemode: true },
      },
      'POST /api/v1/points-subs/check/3f9a0c2e-1111-4222-8333-444455556666/': {
        body: { status: 'pending', data: null, message: messages.orderPending, livemode: true },
      },
    });
    await fillForm(user, VIN.toLowerCase());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(router.state.location.search).toBe('?orderId=3f9a0c2e-1111-4222-8333-444455556666');
    const call = server.callsTo('POST', '/api/v1/points-subs/generate/')[0]!;
    expect(call.body).toEqual({
      comand: 'NTG 5s1',
      map_region: 'Europe',
      version: 'V9.0',
      vin: VIN,
      consent: givenConsent('en'),
      ...paidWith,
    });
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
    // The balance changed: points and subscriptions are read again.
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/v1/points-subs/generate/').length).toBeGreaterThan(1),
    );
  });

  it('without points or subscription goes to /payment with the form values', async () => {
    const { user, server, router } = await openForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.state).toEqual({
      comand: 'NTG 5s1',
      map_region: 'Europe',
      version: 'V9.0',
      vin: VIN,
    });
    expect(server.callsTo('POST', '/api/v1/points-subs/generate/')).toHaveLength(0);
  });

  it.each([
    [402, { detail: messages.noEntitlement }, messages.noEntitlement],
    [429, { detail: messages.subscriptionDailyLimit }, messages.subscriptionDailyLimit],
    [400, { vin: ['Enter a valid VIN.'] }, 'Enter a valid VIN.'],
  ])('shows the server message of a %i in an error toast', async (status, body, shown) => {
    const { user, router } = await openForm(
      { points: 1 },
      { 'POST /api/v1/points-subs/generate/': { status, body } },
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect((await screen.findAllByText(shown)).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Error')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/navipin');
  });
});

describe('token bundle offer', () => {
  it('lists the bundles with the discounted price and the struck-out original', async () => {
    await openForm(undefined, undefined, false);
    const offer = screen.getByRole('complementary', { name: 'Buy in bundle' });
    expect(within(offer).getByText('A bundle gives 10 tokens, 1 token = 1 pin.')).toBeInTheDocument();
    expect(await within(offer).findByText('Reseller 10')).toBeInTheDocument();
    expect(within(offer).getByText('312.00$')).toBeInTheDocument();
    expect(within(offer).getByText('390.00$').tagName).toBe('S');
    expect(within(offer).getByText('350.00$').tagName).not.toBe('S');
    expect(within(offer).getAllByRole('button', { name: 'Buy' })).toHaveLength(2);
  });

  it('sends a guest to /login?required=true', async () => {
    const { user, router, server } = await openForm(undefined, undefined, false);
    const offer = screen.getByRole('complementary', { name: 'Buy in bundle' });
    await within(offer).findByText('Reseller 10');
    await user.click(within(offer).getAllByRole('button', { name: 'Buy' })[0]!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?required=true');
    expect(server.callsTo('POST', '/api/v1/payment/bundle/')).toHaveLength(0);
  });

  it('starts the payment of a signed-in customer and follows payment_url', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user, server } = await openForm(undefined, {
      'POST /api/v1/payment/bundle/': { body: { payment_url: 'https://pay.example/checkout/42' } },
    });
    const offer = screen.getByRole('complementary', { name: 'Buy in bundle' });
    await within(offer).findByText('Reseller 10');
    await user.click(within(offer).getAllByRole('button', { name: 'Buy' })[0]!);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/42'));
    const call = server.callsTo('POST', '/api/v1/payment/bundle/')[0]!;
    expect(call.body).toEqual({ fk_bundle: 1, currency: 'USD', method: 'card' });
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('only logs to the console when payment_url is missing', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openForm(undefined, {
      'POST /api/v1/payment/bundle/': {
        body: {},
        outsideContract: 'spec: a missing payment_url is only logged',
      },
    });
    const offer = screen.getByRole('complementary', { name: 'Buy in bundle' });
    await within(offer).findByText('Starter 10');
    await user.click(within(offer).getAllByRole('button', { name: 'Buy' })[1]!);

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});

describe('the order being placed is kept (issue 17)', () => {
  async function toPayment() {
    const view = await openForm();
    await fillForm(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await screen.findByRole('heading', { name: 'Select your payment method' }, { timeout: 5000 });
    return view;
  }

  async function expectFilledForm() {
    // Each page is its own chunk: the first visit waits for it to load.
    await screen.findByRole('form', { name: 'Navigation code' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText('VIN')).toHaveValue(VIN));
    expect(screen.getByLabelText('Comand')).toHaveTextContent('NTG 5s1');
    expect(screen.getByLabelText('Map region')).toHaveTextContent('Europe');
    expect(screen.getByLabelText('Version')).toHaveTextContent('V9.0');
  }

  it('fills the form again when the customer goes back from /payment', async () => {
    const { router } = await toPayment();
    await router.navigate(-1);
    await expectFilledForm();
  });

  it('offers Change order on /payment, which opens the form filled in', async () => {
    const { user } = await toPayment();
    await user.click(screen.getByRole('link', { name: 'Change order' }));
    await expectFilledForm();
  });

  it('offers Change order after a cancelled checkout, and /payment still knows the order', async () => {
    const first = await toPayment();
    // The card checkout sends the customer back to /cancel: a new page load of the shop.
    first.unmount();
    const { user, router } = renderApp('/cancel');
    await user.click(await screen.findByRole('link', { name: 'Change order' }, { timeout: 5000 }));
    await expectFilledForm();

    // A reload of /payment (no navigation state) pays for the kept order.
    await router.navigate('/payment');
    const summary = await screen.findByRole('region', { name: 'Your order' }, { timeout: 5000 });
    expect(within(summary).getByText(VIN)).toBeInTheDocument();
  });

  it('has no Change order after a payment error when no order is kept', async () => {
    shop();
    renderApp('/cancel');
    await screen.findByRole('heading', { name: 'Ops! Payment Error.' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Change order' })).not.toBeInTheDocument();
  });

  it('starts the next form empty once a code is generated', async () => {
    const { user, router } = await openForm(
      { points: 2 },
      { 'POST /api/v1/points-subs/generate/': { body: { order_id: 'o-1', livemode: true } } },
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    await router.navigate('/navipin');
    await screen.findByRole('form', { name: 'Navigation code' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText('Comand')).toHaveTextContent('Select...'));
    expect(screen.getByLabelText('VIN')).toHaveValue('');
  });
});

describe('issue 31: a buyer who never loses their way', () => {
  it('opens the form with the head unit tapped on the home page chosen (item 7)', async () => {
    shop();
    const { user } = renderApp('/');
    // The specification's label 'NTG 5*2' is the head unit listed as NTG 5/5s2.
    await user.click(await screen.findByRole('link', { name: 'NTG 5*2' }, { timeout: 5000 }));
    await screen.findByRole('form', { name: 'Navigation code' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText('Comand')).toHaveTextContent('NTG 5/5s2'));
    expect(screen.getByLabelText('Map region')).toBeEnabled();
    expect(await optionsOf(user, 'Map region')).toEqual(['Europe']);
  });

  it('still links the whole Navigation codes card to /navipin (item 7)', async () => {
    shop();
    renderApp('/');
    await screen.findByRole('link', { name: 'NTG 4.5' }, { timeout: 5000 });
    const card = within(screen.getByRole('main')).getByRole('link', { name: 'Navigation codes' });
    expect(card).toHaveAttribute('href', '/navipin');
  });

  it('asks "Generate anyway?" before paying by card for a VIN with warnings, and /payment repeats the warning (item 1)', async () => {
    const { user, router } = await openForm();
    await choose(user, 'Comand', 'NTG 4.5');
    await choose(user, 'Map region', 'Europe');
    await choose(user, 'Version', 'V16.0');
    await user.type(screen.getByLabelText('VIN'), VIN);
    await screen.findByText(/is not known to carry NTG 4\.5/);

    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    const ask = await screen.findByRole('dialog', { name: 'Generate anyway?' });
    await user.click(within(ask).getByRole('button', { name: 'Check the VIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/navipin');

    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await user.click(await screen.findByRole('button', { name: 'Generate anyway' }));
    await screen.findByRole('heading', { name: 'Select your payment method' }, { timeout: 5000 });
    const form = screen.getByRole('form', { name: 'Card payment' });
    expect(within(form).getByText(/is not known to carry NTG 4\.5/)).toBeInTheDocument();
  });

  it('after a cancelled checkout says nothing was charged and Try again opens /payment with the order and the e-mail (item 5)', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const first = await openForm(
      undefined,
      { 'POST /api/v1/payment/stripe/': { body: { payment_url: 'https://pay.example/cs_1' } } },
      false,
    );
    await fillForm(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await screen.findByRole('heading', { name: 'Select your payment method' }, { timeout: 5000 });
    await first.user.type(screen.getByLabelText('Email for Invoice'), 'guest@example.com');
    await agree(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(first.server.callsTo('POST', '/api/v1/payment/stripe/')).toHaveLength(1));
    vi.unstubAllGlobals();
    first.unmount();

    const { user } = renderApp('/cancel');
    expect(
      await screen.findByRole('heading', { name: 'Ops! Payment Error.' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Nothing was charged.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Try again' }));
    const summary = await screen.findByRole('region', { name: 'Your order' }, { timeout: 5000 });
    expect(within(summary).getByText(VIN)).toBeInTheDocument();
    expect(screen.getByLabelText('Email for Invoice')).toHaveValue('guest@example.com');
  });

  it('an expired session says "Please sign in again" and returns to the form as it was after signing in (item 6)', async () => {
    const dead = { status: 401, body: { detail: messages.tokenNotValid, code: 'token_not_valid' } };
    const { user, router } = await openForm(
      { points: 2 },
      {
        'POST /api/v1/points-subs/generate/': dead,
        'POST /auth/token/refresh/': dead,
        'POST /auth/logout/': { body: { detail: messages.loggedOut } },
        'POST /auth/login/': { body: { access_token: tokenExpiringIn(3_600_000), refresh_token: 'r-2' } },
      },
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Please sign in again')).toBeInTheDocument();
    expect(screen.queryByText(messages.tokenNotValid)).not.toBeInTheDocument();

    await user.type(await screen.findByLabelText('Email'), 'driver@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/navipin'), { timeout: 5000 });
    await screen.findByRole('form', { name: 'Navigation code' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText('VIN')).toHaveValue(VIN));
    expect(screen.getByLabelText('Version')).toHaveTextContent('V9.0');
  });
});
