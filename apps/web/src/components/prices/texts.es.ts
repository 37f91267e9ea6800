/** Spanish texts of texts.ts (docs/decisions/062): the same keys, in the trade's Spanish. */
import type { Translation } from '@/i18n/translated';
import type { priceTaxTexts as english } from './texts';

export const priceTaxTexts: Translation<typeof english> = {
  included: (rate: string) => `IVA ${rate} % incluido`,
  plus: 'más IVA',
  reverseCharge: 'sin IVA (inversión del sujeto pasivo)',
  none: 'sin IVA',
};
