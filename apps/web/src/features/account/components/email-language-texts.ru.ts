/** Russian texts of email-language-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { emailLanguageTexts as english } from './email-language-texts';

export const emailLanguageTexts: Translation<typeof english> = {
  label: 'Язык писем',
  description:
    'Письма об аккаунте приходят на этом языке. Письма о заказах приходят на языке страницы, на которой вы сделали заказ.',
};
