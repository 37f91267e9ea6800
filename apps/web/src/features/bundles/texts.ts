/**
 * Texts of the bundle offers (token bundles beside the code form, the subscription bundles page)
 * and of the bundle outcome of /success. Shared and validation texts live in
 * @navihub/contract/messages.
 */
import { translated } from '@/i18n/translated';
import { formatCount } from '@/lib/format';

export const bundlesTexts = translated('bundlesTexts', {
  tokenBundles: {
    title: 'Buy in bundle',
    promo: 'A bundle gives 10 tokens, 1 token = 1 pin.',
    promoDetail: 'Resellers and workshops save on every code: buy tokens once, generate PINs any time.',
    tokens: (n: number) => `${n} tokens`,
    buy: 'Buy',
    unavailable: 'Bundles are not available right now.',
    empty: 'No bundles on offer right now.',
    discount: (d: number) => `-${d}%`,
    subscriptions: 'Need many codes? See the subscription bundles',
  },
  amount: {
    price: (price: string) => `${price}$`,
    originalPrice: 'Original price',
  },
  success: {
    bundleTitle: 'Thank you for purchase',
    pendingTitle: 'Your payment is being confirmed',
    goToCodes: 'Go to navigation codes',
    goToProfile: 'See your balance',
  },
  subscription: {
    title: 'Subscription bundles',
    duration: (days: number) => `${days} days`,
    /** The fair-use limit, where the bundles are sold (issue 31). */
    dailyLimit: (codes: number) => `Up to ${formatCount(codes)} navigation codes a day`,
    buy: 'Buy',
    discount: (d: number) => `-${d}%`,
    unavailable: 'Subscription bundles are not available right now.',
    empty: 'No subscription bundles on offer right now.',
    /** Issue 32: a bundle is not delivered content, so the right of withdrawal stays until it is used. */
    withdrawalKept: 'You keep your 14-day right of withdrawal on a bundle until you use it.',
    withdrawalLink: 'About withdrawal',
    withdrawalPath: '/withdrawal',
  },
} as const);
