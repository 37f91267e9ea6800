/** German texts of imprint.ts (docs/decisions/062): the labels. */
import type { Translation } from '@/i18n/translated';
import { notice, paragraph } from './document';
import { legalTemplateNotice } from './document.de';
import type { imprintLabels as english, imprintTexts as englishTexts } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Diensteanbieter',
  address: 'Anschrift',
  country: 'Land',
  email: 'E-Mail',
  register: 'Handelsregister',
  vatId: 'Umsatzsteuer-Identifikationsnummer',
  notSet: 'nicht angegeben',
};

export const imprintTexts: Translation<typeof englishTexts> = {
  template: [
    notice(legalTemplateNotice.text),
    paragraph(
      'Angaben gemäß § 5 DDG (Deutschland), Art. 5 der Richtlinie 2000/31/EG und den UK Electronic Commerce Regulations 2002. [Ergänzen Sie, was Ihr Land verlangt: die vertretungsberechtigte Person des Unternehmens, die Aufsichtsbehörde eines erlaubnispflichtigen Gewerbes, die berufsrechtlichen Regelungen eines reglementierten Berufs.]',
    ),
  ],
};
