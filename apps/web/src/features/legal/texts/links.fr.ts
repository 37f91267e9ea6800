/** French texts of links.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { legalLinkTexts as english } from './links';

export const legalLinkTexts: Translation<typeof english> = {
  navLabel: 'Informations légales',
  terms: 'CGV',
  withdrawal: 'Rétractation',
  privacy: 'Confidentialité',
  imprint: 'Mentions légales',
  withdrawOnline: 'Se rétracter d’un contrat ici',
  beforePaying:
    'En payant, vous acceptez les {terms}\u202f; consultez les informations sur la {withdrawal} et la {privacy}.',
};
