/** German texts of texts.ts (docs/decisions/062). */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatCount, formatMoney } from '@/lib/format';
import type { bundlesTexts as english } from './texts';

export const bundlesTexts: Translation<typeof english> = {
  tokenBundles: {
    title: 'Im Paket kaufen',
    promo: 'Ein Paket enthält 10 Token, 1 Token = 1 PIN.',
    promoDetail:
      'Händler und Werkstätten sparen bei jedem Code: einmal Token kaufen, PINs jederzeit erzeugen.',
    tokens: (n: number) => plural(n, { one: '# Token', other: '# Token' }),
    buy: 'Kaufen',
    unavailable: 'Pakete sind gerade nicht verfügbar.',
    empty: 'Zurzeit werden keine Pakete angeboten.',
    discount: (d: number) => `−${d} %`,
    subscriptions: 'Viele Codes nötig? Zu den Abo-Paketen',
  },
  amount: {
    price: (price: string) => formatMoney(price, 'USD'),
    originalPrice: 'Ursprünglicher Preis',
  },
  success: {
    bundleTitle: 'Vielen Dank für Ihren Kauf',
    pendingTitle: 'Ihre Zahlung wird bestätigt',
    goToCodes: 'Zu den Navigationscodes',
    goToProfile: 'Ihr Guthaben ansehen',
  },
  subscription: {
    title: 'Abo-Pakete',
    duration: (days: number) => plural(days, { one: '# Tag', other: '# Tage' }),
    dailyLimit: (codes: number) =>
      plural(codes, {
        one: 'Bis zu 1 Navigationscode am Tag',
        other: `Bis zu ${formatCount(codes)} Navigationscodes am Tag`,
      }),
    buy: 'Kaufen',
    discount: (d: number) => `−${d} %`,
    unavailable: 'Abo-Pakete sind gerade nicht verfügbar.',
    empty: 'Zurzeit werden keine Abo-Pakete angeboten.',
    withdrawalKept: 'Ihr 14-tägiges Widerrufsrecht für ein Paket bleibt bestehen, bis Sie es nutzen.',
    withdrawalLink: 'Zum Widerrufsrecht',
    /** A plain link, outside the router: the German page's address. */
    withdrawalPath: '/de/withdrawal',
  },
};
