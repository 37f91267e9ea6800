/** Arabic texts of texts.ts (docs/decisions/062). */
import { dollars } from '@/i18n/arabic-money';
import type { Translation } from '@/i18n/translated';
import type { homeTexts as english } from './texts';

export const homeTexts: Translation<typeof english> = {
  title: 'رموز PIN لتحديث الخرائط لأنظمة Mercedes-Benz COMAND',
  headUnits: 'أنظمة الملاحة',
  price: (amount: string) => `${dollars(amount)} لكل رمز PIN`,
  delivery: 'على الشاشة وعبر البريد الإلكتروني، عادةً خلال دقيقة.',
  wrongVin:
    'لا يُسترد المبلغ عند إدخال رقم الهيكل (VIN) بشكل خاطئ؛ أما رمز PIN الذي لا يعمل مع رقم الهيكل الذي أدخلته فنصحّحه أو نردّ ثمنه.',
  start: 'احصل على رمز PIN',
};
