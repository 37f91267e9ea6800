/** Arabic texts of texts.ts (docs/decisions/062): the same keys, in Modern Standard Arabic. */
import type { Translation } from '@/i18n/translated';
import type { priceTaxTexts as english } from './texts';

export const priceTaxTexts: Translation<typeof english> = {
  included: (rate: string) => `شامل ضريبة القيمة المضافة ${rate}%`,
  plus: 'غير شامل ضريبة القيمة المضافة',
  reverseCharge: 'دون ضريبة القيمة المضافة (احتساب عكسي)',
  none: 'دون ضريبة القيمة المضافة',
};
