import { siteConfig, userStatusOf } from './fake-server';

/** The token bundles the offer beside the code form lists: one with a discount, one without. */
export const twoBundles = [
  { id: 1, name: 'Reseller 10', price: '390.00', discount: 20, discount_price: '312.00', tokens: 10 },
  { id: 2, name: 'Starter 10', price: '350.00', discount: 0, discount_price: '350.00', tokens: 10 },
];

/**
 * The fake server's answers to what the code form page (/navipin) asks as it opens: the site's
 * settings (with what a test changes), one head unit, the PIN's quote, two bundles, and a signed-in
 * customer (with `discount`) who has no tokens and no subscription.
 */
export function codeFormAnswers({
  site = {},
  discount = 0,
}: { site?: Partial<typeof siteConfig> & Record<string, unknown>; discount?: number } = {}) {
  return {
    'GET /api/v1/site/': { body: { ...siteConfig, ...site } },
    'GET /api/v1/get-info/': { body: { comand: ['NTG 5s1'] } },
    'GET /api/v1/detail/': { body: { variants: [] as unknown[] } },
    'GET /api/v1/payment/paypal/': { body: { amount: '39.00', currency: 'USD' } },
    'GET /api/v1/bundles/': { body: { results: twoBundles } },
    'GET /auth/user/status/': { body: [userStatusOf({ pk: 1, email: 'driver@example.com', discount })] },
    'GET /api/v1/points-subs/generate/': {
      body: { points: [] as unknown[], subscriptions: [] as unknown[] },
    },
  };
}
