import { vi } from 'vitest';
import { fakeServer, siteConfig } from './fake-server';
import { renderApp } from './render-app';

/** The order a guest brings to the payment page: the navigation PIN for one car. */
export const guestOrder = {
  comand: 'NTG 5s1',
  map_region: 'Europe',
  version: 'V9.0',
  vin: 'WDD2050001F595854',
};
export const STRIPE_CHECKOUT = '/api/v1/payment/stripe/';

/**
 * A guest paying by card on the payment page: the shop takes cards only, the PIN costs 39 USD,
 * nothing was bought for the car lately, and the card payment answers with a checkout address.
 * The page's move to it (`location.assign`) is stubbed, so the test stays on the page; the
 * returned server records the calls.
 */
export function fakeGuestCardCheckout() {
  const server = fakeServer({
    'GET /api/v1/site/': { body: { ...siteConfig, payment_methods: ['card'] } },
    'GET /': { body: { ip: '203.0.113.7' } },
    'GET /api/v1/payment/paypal/': { body: { amount: '39.00', currency: 'USD' } },
    'POST /api/v1/codes/recent-purchase/': { body: { bought_at: null } },
    [`POST ${STRIPE_CHECKOUT}`]: { body: { payment_url: 'https://pay.example/checkout/cs_1' } },
  });
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  return server;
}

/** Opens the payment page in a language (`/de/payment`…) with the guest's order. */
export const openGuestPayment = (language: string) =>
  renderApp(`/${language}/payment`, { state: guestOrder, basename: `/${language}` });
