/** German texts of links.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { legalLinkTexts as english } from './links';

export const legalLinkTexts: Translation<typeof english> = {
  navLabel: 'Rechtliches',
  terms: 'AGB',
  withdrawal: 'Widerrufsbelehrung',
  privacy: 'Datenschutz',
  imprint: 'Impressum',
  withdrawOnline: 'Vertrag hier widerrufen',
  beforePaying:
    'Mit der Zahlung akzeptieren Sie die {terms}; lesen Sie die {withdrawal} und die Hinweise zum {privacy}.',
};
