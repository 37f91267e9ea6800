/** Polish texts of texts.ts (docs/decisions/062): the same keys, in the trade's Polish. */
import type { Translation } from '@/i18n/translated';
import { formatCount, formatMoney } from '@/lib/format';
import type { codesTexts as codes, paymentsTexts as payments } from './texts';

/** '39.00' → '39,00 USD': the amount as Polish writes dollars. */
const dollars = (price: string) => formatMoney(price, 'USD');

export const codesTexts: Translation<typeof codes> = {
  form: {
    title: 'Kody nawigacji',
    intro:
      'Prosimy wybrać system nawigacji, region mapy i wersję mapy, a następnie wpisać 17-znakowy numer VIN (numer nadwozia).',
    formLabel: 'Kod nawigacji',
    comand: 'Comand',
    mapRegion: 'Region mapy',
    version: 'Wersja',
    vin: 'VIN',
    selectPlaceholder: 'Wybierz…',
    vinPlaceholder: '17-znakowy VIN',
    generate: 'Generuj',
    buyNow: 'Kup teraz',
    vinWarningsTitle: 'Sprawdź',
    confirmTitle: 'Wygenerować mimo to?',
    confirmIntro:
      'Sprawdzenie numeru VIN wykazało coś, na co warto zwrócić uwagę. Wykorzystanego tokenu ani użycia subskrypcji nie można cofnąć.',
    confirmGenerate: 'Generuj mimo to',
    confirmCheck: 'Sprawdź VIN',
  },
  amount: {
    subscriptionActive: 'Subskrypcja aktywna',
    points: (n: number) => `Liczba tokenów: ${formatCount(n)}`,
    amount: (price: string) => `Kwota: ${dollars(price)}`,
    discountApplied: (discount: number) => `Naliczono rabat ${discount}%`,
    price: (price: string) => dollars(price),
    originalPrice: 'Cena pierwotna',
  },
};

export const paymentsTexts: Translation<typeof payments> = {
  amount: {
    amount: (price: string) => `Kwota: ${dollars(price)}`,
    price: (price: string) => dollars(price),
    originalPrice: 'Cena pierwotna',
    discountApplied: (discount: number) => `Naliczono rabat ${discount}%`,
    subscriptionActive: 'Subskrypcja aktywna',
    points: (n: number) => `Liczba tokenów: ${formatCount(n)}`,
  },
};
