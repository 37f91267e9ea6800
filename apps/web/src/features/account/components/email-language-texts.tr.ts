/** Turkish texts of email-language-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { emailLanguageTexts as english } from './email-language-texts';

export const emailLanguageTexts: Translation<typeof english> = {
  label: 'E-posta dili',
  description:
    'Hesap e-postaları bu dilde yazılır. Sipariş e-postaları, siparişi verdiğiniz sayfanın dilinde yazılır.',
};
