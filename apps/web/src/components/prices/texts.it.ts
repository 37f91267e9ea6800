/** Italian texts of texts.ts (docs/decisions/062): the same keys, in the trade's Italian. */
import type { Translation } from '@/i18n/translated';
import type { priceTaxTexts as english } from './texts';

export const priceTaxTexts: Translation<typeof english> = {
  included: (rate: string) => `IVA ${rate}% inclusa`,
  plus: '+ IVA',
  reverseCharge: 'senza IVA (inversione contabile)',
  none: 'senza IVA',
};
