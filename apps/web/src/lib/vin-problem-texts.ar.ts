/** Arabic texts of vin-problem-texts.ts (docs/decisions/062): the VIN is «رقم الهيكل (VIN)». */
import type { Translation } from '@/i18n/translated';
import type { vinProblemTexts as english } from './vin-problem-texts';

export const vinProblemTexts: Translation<typeof english> = {
  empty: 'رقم الهيكل فارغ',
  forbiddenLetter: (position: number, character: string) =>
    `الحرف «${character}» في الخانة ${position} غير مسموح به في رقم الهيكل (لا تُستخدم الأحرف I وO وQ أبدًا)`,
  invalidCharacter: (position: number, character: string) =>
    `الرمز «${character}» في الخانة ${position} غير مسموح به في رقم الهيكل (الأرقام 0–9 والأحرف A–Z فقط)`,
  length: (count: number) => `يجب أن يتكوّن رقم الهيكل من 17 خانة (المُدخل: ${count})`,
};
