/** Turkish texts of texts.ts (docs/decisions/062): the same keys, in the trade's Turkish. */
import type { Translation } from '@/i18n/translated';
import type { priceTaxTexts as english } from './texts';

export const priceTaxTexts: Translation<typeof english> = {
  included: (rate: string) => `KDV %${rate} dahil`,
  plus: '+ KDV',
  reverseCharge: 'KDV yok (tersine vergilendirme)',
  none: 'KDV yok',
};
