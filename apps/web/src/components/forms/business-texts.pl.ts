/** Polish texts of business-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { businessTexts as english } from './business-texts';

const dollars = (amount: string) => formatMoney(amount, 'USD');

export const businessTexts: Translation<typeof english> = {
  summary: 'Zakup na firmę? Dodaj dane firmy (opcjonalnie)',
  heading: 'Dane firmy',
  intro:
    'Pojawią się na fakturach. Firma z numerem VAT UE z innego kraju UE niż kraj sprzedawcy nie płaci podatku VAT.',
  companyName: 'Nazwa firmy',
  address: 'Adres',
  addressHint: 'Ulica, kod pocztowy i miejscowość, każde w osobnym wierszu.',
  country: 'Kraj',
  noCountry: 'Wybierz kraj',
  vatNumber: 'Numer VAT UE',
  vatNumberHint: 'Z prefiksem kraju, np. PL1234567890.',
  save: 'Zapisz dane firmy',
  saved: 'Dane firmy zapisane',
  remembered: 'Zapisane na koncie na potrzeby kolejnych zakupów.',
  taxLine: (rate: string, country: string, tax: string, net: string) =>
    `Zawiera VAT ${rate}% (${country}): ${dollars(tax)} od ${dollars(net)} netto.`,
  reverseCharge: 'Bez VAT: odwrotne obciążenie (VAT rozlicza nabywca).',
  bundleNote: 'Zakup na firmę? Dane firmy z ustawień konta trafią na fakturę.',
  bundleNoteLink: 'Dane firmy',
  taxUnknown: 'Nie udało się obliczyć kwoty z VAT. Prosimy spróbować ponownie.',
};
