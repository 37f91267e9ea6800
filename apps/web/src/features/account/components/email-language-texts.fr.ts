/** French texts of email-language-texts.ts (docs/decisions/062): the same keys, in the trade's French. */
import type { Translation } from '@/i18n/translated';
import type { emailLanguageTexts as english } from './email-language-texts';

export const emailLanguageTexts: Translation<typeof english> = {
  label: 'Langue des e-mails',
  description:
    'Les e-mails concernant votre compte sont rédigés dans cette langue. Les e-mails concernant une commande sont rédigés dans la langue de la page sur laquelle vous avez commandé.',
};
