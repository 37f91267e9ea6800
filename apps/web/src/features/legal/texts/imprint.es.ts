/** Spanish texts of imprint.ts (docs/decisions/062): the labels and the template. */
import type { Translation } from '@/i18n/translated';
import { notice, paragraph } from './document';
import { legalTemplateNotice } from './document.es';
import type { imprintLabels as english, imprintTexts as englishTexts } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Prestador del servicio',
  address: 'Dirección',
  country: 'País',
  email: 'Correo electrónico',
  register: 'Registro Mercantil',
  vatId: 'Número de identificación a efectos del IVA',
  notSet: 'no indicado',
};

export const imprintTexts: Translation<typeof englishTexts> = {
  template: [
    notice(legalTemplateNotice.text),
    paragraph(
      'Información conforme al § 5 DDG (Alemania), al art. 5 de la Directiva 2000/31/CE y a las UK Electronic Commerce Regulations 2002. [Añada lo que exija su país: la persona autorizada para representar a la sociedad, la autoridad de supervisión de una actividad sujeta a autorización, las normas profesionales de una profesión regulada.]',
    ),
  ],
};
