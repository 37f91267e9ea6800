/** French texts of texts.ts (docs/decisions/062): the same keys, in the trade's French. */
import type { Translation } from '@/i18n/translated';
import type { priceTaxTexts as english } from './texts';

export const priceTaxTexts: Translation<typeof english> = {
  included: (rate: string) => `TVA ${rate}\u202f% incluse`,
  plus: 'TVA en sus',
  reverseCharge: 'sans TVA (autoliquidation)',
  none: 'sans TVA',
};
