/** Polish texts of email-language-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { emailLanguageTexts as english } from './email-language-texts';

export const emailLanguageTexts: Translation<typeof english> = {
  label: 'Język e-maili',
  description:
    'E-maile dotyczące konta piszemy w tym języku. E-maile dotyczące zamówień piszemy w języku strony, na której złożono zamówienie.',
};
