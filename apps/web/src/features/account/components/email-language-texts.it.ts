/** Italian texts of email-language-texts.ts (docs/decisions/062): the same keys, in the trade's Italian. */
import type { Translation } from '@/i18n/translated';
import type { emailLanguageTexts as english } from './email-language-texts';

export const emailLanguageTexts: Translation<typeof english> = {
  label: 'Lingua delle e-mail',
  description:
    'Le e-mail relative all’account sono scritte in questa lingua. Le e-mail relative agli ordini sono scritte nella lingua della pagina da cui ha ordinato.',
};
