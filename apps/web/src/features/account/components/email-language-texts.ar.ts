/** Arabic texts of email-language-texts.ts (docs/decisions/062): the same keys, in Modern Standard Arabic. */
import type { Translation } from '@/i18n/translated';
import type { emailLanguageTexts as english } from './email-language-texts';

export const emailLanguageTexts: Translation<typeof english> = {
  label: 'لغة رسائل البريد الإلكتروني',
  description: 'تصلك رسائل الحساب بهذه اللغة. أما رسائل الطلبات فتصلك بلغة الصفحة التي طلبت منها.',
};
