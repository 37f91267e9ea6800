/** German texts of email-language-texts.ts (docs/decisions/062): the same keys, in the trade's German. */
import type { Translation } from '@/i18n/translated';
import type { emailLanguageTexts as english } from './email-language-texts';

export const emailLanguageTexts: Translation<typeof english> = {
  label: 'Sprache der E-Mails',
  description:
    'Konto-E-Mails erhalten Sie in dieser Sprache. E-Mails zu Bestellungen erhalten Sie in der Sprache der Seite, auf der Sie bestellt haben.',
};
