import { formatMoney } from '@/lib/format';

/**
 * '39.00' → '‏39.00 US$' as the Arabic pages write dollars (Intl, Latin digits), US$ kept whole in
 * a left-to-right isolate: the page's right-to-left order would write it $US (decision 063).
 */
export const dollars = (price: string) => formatMoney(price, 'USD').replace('US$', '\u2066US$\u2069');
