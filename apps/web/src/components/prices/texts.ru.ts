/** Russian texts of texts.ts (docs/decisions/062): the same keys, in the trade's Russian. */
import type { Translation } from '@/i18n/translated';
import type { priceTaxTexts as english } from './texts';

export const priceTaxTexts: Translation<typeof english> = {
  included: (rate: string) => `вкл. НДС ${rate} %`,
  plus: 'без учёта НДС',
  reverseCharge: 'без НДС (обратное начисление)',
  none: 'без НДС',
};
