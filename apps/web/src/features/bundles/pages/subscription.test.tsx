import { messages } from '@navihub/contract/messages';
import { PAGE_DATA_IDS, pageDataScript } from '@navihub/contract/page-data';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, siteConfig, userStatusOf } from '@/testing/fake-server';
import { renderApp, signIn } from '@/testing/render-app';
import { bundlesTexts } from '../texts';

// Deliberately out of order: the page sorts by duration itself.
const bundles = [
  {
    id: 1,
    name: '12 months unlimited',
    price: '1499.00',
    discount: 20,
    discount_price: '1199.20',
    duration: 365,
  },
  { id: 2, name: '1 month unlimited', price: '199.00', discount: 0, discount_price: '199.00', duration: 30 },
  {
    id: 3,
    name: '3 months unlimited',
    price: '499.00',
    discount: 10,
    discount_price: '449.10',
    duration: 90,
  },
];

function shop(extra: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/v1/subscribe_bundles/': { body: { results: bundles } },
    'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com', discount: 0 })] },
    'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
    'POST /api/v1/payment/subscribe_bundle/': { body: { payment_url: 'https://pay.example/checkout/sub' } },
    ...(extra as Record<string, never>),
  });
}

async function openPage() {
  const view = renderApp('/subscription');
  await screen.findByText('1 month unlimited', {}, { timeout: 5000 });
  return view;
}

function cards() {
  return within(screen.getByRole('main')).getAllByRole('listitem');
}

function buyButtonOf(name: string) {
  const card = cards().find((item) => within(item).queryByRole('heading', { name }));
  return within(card!).getByRole('button', { name: /^Buy/ });
}

describe('/subscription', () => {
  it('says a bundle keeps the right of withdrawal until used, with a link, and asks no consent (issue 32)', async () => {
    shop();
    await openPage();
    expect(
      screen.getByText(/keep your 14-day right of withdrawal on a bundle until you use it/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About withdrawal' })).toHaveAttribute('href', '/withdrawal');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says the daily limit of codes on every card where a limit applies (issue 31 item 9)', async () => {
    shop({ 'GET /api/v1/site/': { body: { ...siteConfig, subscription_daily_limit: 50 } } });
    await openPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    for (const card of cards()) {
      expect(await within(card).findByText('Up to 50 navigation codes a day')).toBeInTheDocument();
    }
  });

  it('says no limit when the shop sets none', async () => {
    shop({ 'GET /api/v1/site/': { body: { ...siteConfig, subscription_daily_limit: 0 } } });
    await openPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByText(/codes a day/)).not.toBeInTheDocument();
  });

  it('lists the bundles by duration with the discounted price and the struck-out original', async () => {
    shop();
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription bundles' })).toHaveClass('sr-only');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '1 month unlimited',
      '3 months unlimited',
      '12 months unlimited',
    ]);

    const yearly = buyButtonOf('12 months unlimited');
    expect(within(yearly).getByText('1199.20$')).toBeInTheDocument();
    expect(within(yearly).getByText('1499.00$').tagName).toBe('S');
    expect(yearly).toHaveAccessibleName('Buy 1199.20$ Original price 1499.00$');

    const monthly = buyButtonOf('1 month unlimited');
    expect(monthly).toHaveAccessibleName('Buy 199.00$');
    expect(monthly.querySelector('s')).toBeNull();
  });

  it('shows Loading... and then a note when the list cannot be read', async () => {
    // A slow failure, so the loading state is still there when it is looked at.
    shop({
      'GET /api/v1/subscribe_bundles/': () =>
        new Promise((resolve) => setTimeout(() => resolve({ status: 500, body: {} }), 500)),
    });
    renderApp('/subscription');
    // The page's own loading state (the route shows a passing one before the page is there).
    const heading = await screen.findByRole(
      'heading',
      { name: bundlesTexts.subscription.title },
      { timeout: 5000 },
    );
    expect(within(heading.parentElement!).getByText(messages.loading)).toBeInTheDocument();
    expect(await screen.findByText('Subscription bundles are not available right now.')).toBeInTheDocument();
  });

  it('shows a list that cannot be read as an alert whose Retry asks again (issue 30)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = shop({ 'GET /api/v1/subscribe_bundles/': { status: 500, body: {} } });
    const { user } = renderApp('/subscription');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Subscription bundles are not available right now.');

    server.set('GET /api/v1/subscribe_bundles/', { body: { results: bundles } });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 months unlimited')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a guest to /login?required=true', async () => {
    const server = shop();
    const { user, router } = await openPage();
    await user.click(buyButtonOf('3 months unlimited'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?required=true');
    expect(server.callsTo('POST', '/api/v1/payment/subscribe_bundle/')).toHaveLength(0);
  });

  it('starts the payment of a signed-in customer and follows payment_url', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const server = shop();
    signIn();
    const { user } = await openPage();
    await user.click(buyButtonOf('3 months unlimited'));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/sub'));
    const call = server.callsTo('POST', '/api/v1/payment/subscribe_bundle/')[0]!;
    expect(call.body).toEqual({ fk_bundle: 3, currency: 'USD', method: 'card' });
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('disables every Buy button while a payment starts', async () => {
    shop({ 'POST /api/v1/payment/subscribe_bundle/': () => new Promise(() => {}) });
    signIn();
    const { user } = await openPage();
    await user.click(buyButtonOf('1 month unlimited'));
    await waitFor(() => expect(buyButtonOf('1 month unlimited')).toHaveAttribute('aria-busy', 'true'));
    for (const card of cards()) expect(within(card).getByRole('button')).toBeDisabled();
  });

  it('only logs to the console when payment_url is missing', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    shop({
      'POST /api/v1/payment/subscribe_bundle/': {
        body: {},
        outsideContract: 'spec: a missing payment_url is only logged',
      },
    });
    signIn();
    const { user } = await openPage();
    await user.click(buyButtonOf('1 month unlimited'));

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    await waitFor(() => expect(buyButtonOf('1 month unlimited')).toBeEnabled());
  });

  it("shows 'Payment error. Try again later.' when the payment cannot start", async () => {
    shop({ 'POST /api/v1/payment/subscribe_bundle/': { status: 502, body: { detail: 'down' } } });
    signIn();
    const { user } = await openPage();
    await user.click(buyButtonOf('1 month unlimited'));
    expect(await screen.findByText(messages.paymentStartFailed, { exact: true })).toBeInTheDocument();
  });
});

describe('/subscription with its data in the page (decision 038)', () => {
  it('draws the cards and their PayPal buttons from the page, shortest first, without asking the API for them', async () => {
    const server = shop({ 'GET /api/v1/site/': { body: siteConfig } });
    // As the server writes the page: the site config (PayPal offered) and the bundles on offer.
    document.head.insertAdjacentHTML(
      'beforeend',
      pageDataScript(PAGE_DATA_IDS.siteConfig, { ...siteConfig, payment_methods: ['card', 'paypal'] }) +
        pageDataScript(PAGE_DATA_IDS.subscriptionBundles, bundles),
    );
    try {
      renderApp('/subscription');
      await screen.findByText('1 month unlimited', {}, { timeout: 5000 });
      // Drawn at once with their PayPal buttons: nothing appears inside a drawn card later.
      expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
        '1 month unlimited',
        '3 months unlimited',
        '12 months unlimited',
      ]);
      for (const card of cards()) expect(within(card).getByRole('button', { name: 'PayPal' })).toBeVisible();
      expect(server.callsTo('GET', '/api/v1/subscribe_bundles/')).toHaveLength(0);
      expect(server.callsTo('GET', '/api/v1/site/')).toHaveLength(0);
    } finally {
      for (const id of Object.values(PAGE_DATA_IDS)) document.getElementById(id)?.remove();
    }
  });
});

describe('/subscription with PayPal offered (issue 15)', () => {
  const withPaypal = { body: { ...siteConfig, payment_methods: ['card', 'paypal'] } };

  function paypalButtonOf(name: string) {
    const card = cards().find((item) => within(item).queryByRole('heading', { name }));
    return within(card!).getByRole('button', { name: 'PayPal' });
  }

  it('has a PayPal button under each Buy, named by its bundle, that goes to PayPal', async () => {
    let answer: (value: unknown) => void = () => {};
    const server = shop({
      'GET /api/v1/site/': withPaypal,
      'POST /api/v1/payment/subscribe_bundle/': () => new Promise((resolve) => (answer = resolve)),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    signIn();
    const { user } = await openPage();
    const quarterly = await waitFor(() => paypalButtonOf('3 months unlimited'));
    expect(quarterly).toHaveAccessibleDescription('3 months unlimited');

    await user.click(quarterly);
    await waitFor(() => expect(quarterly).toHaveAttribute('aria-busy', 'true'));
    expect(buyButtonOf('3 months unlimited')).toBeDisabled();
    expect(buyButtonOf('3 months unlimited')).not.toHaveAttribute('aria-busy');
    expect(paypalButtonOf('1 month unlimited')).toBeDisabled();
    answer({ body: { payment_url: 'https://www.sandbox.paypal.com/checkoutnow?token=PP9' } });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://www.sandbox.paypal.com/checkoutnow?token=PP9'),
    );
    expect(server.callsTo('POST', '/api/v1/payment/subscribe_bundle/')[0]!.body).toEqual({
      fk_bundle: 3,
      currency: 'USD',
      method: 'paypal',
    });
  });

  it('says the payment could not start when the server refuses PayPal', async () => {
    shop({
      'GET /api/v1/site/': withPaypal,
      'POST /api/v1/payment/subscribe_bundle/': {
        status: 400,
        body: { method: [messages.paypalUnavailable] },
      },
    });
    signIn();
    const { user } = await openPage();
    await user.click(await waitFor(() => paypalButtonOf('1 month unlimited')));
    expect(await screen.findByText(messages.paymentStartFailed, { exact: true })).toBeInTheDocument();
    await waitFor(() => expect(buyButtonOf('1 month unlimited')).toBeEnabled());
  });

  it('shows no PayPal button when the shop does not offer PayPal', async () => {
    shop();
    await openPage();
    expect(screen.queryAllByRole('button', { name: 'PayPal' })).toHaveLength(0);
  });
});
