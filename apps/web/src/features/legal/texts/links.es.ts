/** Spanish texts of links.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { legalLinkTexts as english } from './links';

export const legalLinkTexts: Translation<typeof english> = {
  navLabel: 'Información legal',
  terms: 'Condiciones',
  withdrawal: 'Desistimiento',
  privacy: 'Privacidad',
  imprint: 'Aviso legal',
  withdrawOnline: 'Desistir de un contrato aquí',
  beforePaying: 'Al pagar, acepta las {terms}; lea la información sobre el {withdrawal} y la {privacy}.',
};
