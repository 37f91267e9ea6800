/** Polish texts of texts.ts (docs/decisions/062). */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { bundlesTexts as english } from './texts';

export const bundlesTexts: Translation<typeof english> = {
  tokenBundles: {
    title: 'Kup w pakiecie',
    promo: 'Pakiet zawiera 10 tokenów, 1 token = 1 PIN.',
    promoDetail:
      'Sprzedawcy i warsztaty oszczędzają na każdym kodzie: tokeny kupuje się raz, a kody PIN generuje w dowolnej chwili.',
    tokens: (n: number) =>
      plural(n, { one: '# token', few: '# tokeny', many: '# tokenów', other: '# tokenu' }),
    buy: 'Kup',
    unavailable: 'Pakiety są w tej chwili niedostępne.',
    empty: 'Obecnie nie oferujemy żadnych pakietów.',
    discount: (d: number) => `−${d}%`,
    subscriptions: 'Potrzeba wielu kodów? Pakiety subskrypcyjne',
  },
  amount: {
    price: (price: string) => formatMoney(price, 'USD'),
    originalPrice: 'Cena pierwotna',
  },
  success: {
    bundleTitle: 'Dziękujemy za zakup',
    pendingTitle: 'Potwierdzamy płatność',
    goToCodes: 'Przejdź do kodów nawigacji',
    goToProfile: 'Sprawdź saldo',
  },
  subscription: {
    title: 'Pakiety subskrypcyjne',
    duration: (days: number) =>
      plural(days, { one: '# dzień', few: '# dni', many: '# dni', other: '# dnia' }),
    dailyLimit: (codes: number) =>
      plural(codes, {
        one: 'Do # kodu nawigacji dziennie',
        few: 'Do # kodów nawigacji dziennie',
        many: 'Do # kodów nawigacji dziennie',
        other: 'Do # kodu nawigacji dziennie',
      }),
    buy: 'Kup',
    discount: (d: number) => `−${d}%`,
    unavailable: 'Pakiety subskrypcyjne są w tej chwili niedostępne.',
    empty: 'Obecnie nie oferujemy żadnych pakietów subskrypcyjnych.',
    withdrawalKept:
      'Prawo odstąpienia od umowy w ciągu 14 dni przysługuje do chwili rozpoczęcia korzystania z pakietu.',
    withdrawalLink: 'O odstąpieniu od umowy',
    /** A plain link, outside the router: the Polish page's address. */
    withdrawalPath: '/pl/withdrawal',
  },
};
