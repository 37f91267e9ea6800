/** German texts of texts.ts (docs/decisions/062): the same keys, in the trade's German. */
import type { Translation } from '@/i18n/translated';
import type { priceTaxTexts as english } from './texts';

export const priceTaxTexts: Translation<typeof english> = {
  included: (rate: string) => `inkl. ${rate} % USt.`,
  plus: 'zzgl. USt.',
  reverseCharge: 'ohne USt. (Reverse Charge)',
  none: 'ohne USt.',
};
