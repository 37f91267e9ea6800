import { translated } from '@/i18n/translated';

/** The words of the e-mail language setting (decision 068), kept beside it. */
export const emailLanguageTexts = translated('emailLanguageTexts', {
  label: 'E-mail language',
  description:
    'Account e-mails are written in this language. Order e-mails are written in the language of the page you ordered on.',
} as const);
