/** Spanish texts of email-language-texts.ts (docs/decisions/062): the same keys, in the trade's Spanish. */
import type { Translation } from '@/i18n/translated';
import type { emailLanguageTexts as english } from './email-language-texts';

export const emailLanguageTexts: Translation<typeof english> = {
  label: 'Idioma de los correos electrónicos',
  description:
    'Los correos electrónicos de su cuenta se escriben en este idioma. Los correos electrónicos de los pedidos se escriben en el idioma de la página en la que hizo el pedido.',
};
