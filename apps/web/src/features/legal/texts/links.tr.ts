/** Turkish texts of links.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { legalLinkTexts as english } from './links';

export const legalLinkTexts: Translation<typeof english> = {
  navLabel: 'Yasal bilgiler',
  terms: 'Satış koşulları',
  withdrawal: 'Cayma hakkı',
  privacy: 'Gizlilik',
  imprint: 'Künye',
  withdrawOnline: 'Sözleşmeden buradan cayın',
  beforePaying:
    'Ödeme yaparak {terms} metnini kabul etmiş olursunuz; {withdrawal} ve {privacy} hakkında bilgi edinin.',
};
