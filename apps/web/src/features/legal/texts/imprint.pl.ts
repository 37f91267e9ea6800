/** Polish texts of imprint.ts (docs/decisions/062): the labels and the template. */
import type { Translation } from '@/i18n/translated';
import { notice, paragraph } from './document';
import { legalTemplateNotice } from './document.pl';
import type { imprintLabels as english, imprintTexts as englishTexts } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Usługodawca',
  address: 'Adres',
  country: 'Kraj',
  email: 'E-mail',
  register: 'Rejestr handlowy',
  vatId: 'Numer identyfikacji podatkowej VAT',
  notSet: 'nie podano',
};

export const imprintTexts: Translation<typeof englishTexts> = {
  template: [
    notice(legalTemplateNotice.text),
    paragraph(
      'Informacje zgodnie z § 5 DDG (Niemcy), art. 5 dyrektywy 2000/31/WE oraz brytyjskimi Electronic Commerce Regulations 2002, a w Polsce z ustawą o świadczeniu usług drogą elektroniczną. [Proszę dodać to, czego wymaga prawo Państwa kraju: osobę uprawnioną do reprezentowania spółki (NIP, REGON, numer KRS lub wpis do CEIDG), organ nadzoru działalności wymagającej zezwolenia, zasady wykonywania zawodu regulowanego.]',
    ),
  ],
};
