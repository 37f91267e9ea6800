/** Polish texts of texts.ts (docs/decisions/062): the same keys, in the trade's Polish. */
import type { Translation } from '@/i18n/translated';
import type { priceTaxTexts as english } from './texts';

export const priceTaxTexts: Translation<typeof english> = {
  included: (rate: string) => `z VAT ${rate}%`,
  plus: '+ VAT',
  reverseCharge: 'bez VAT (odwrotne obciążenie)',
  none: 'bez VAT',
};
