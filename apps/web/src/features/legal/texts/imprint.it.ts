/** Italian texts of imprint.ts (docs/decisions/062): the labels and the template. */
import type { Translation } from '@/i18n/translated';
import { notice, paragraph } from './document';
import { legalTemplateNotice } from './document.it';
import type { imprintLabels as english, imprintTexts as englishTexts } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Fornitore del servizio',
  address: 'Indirizzo',
  country: 'Paese',
  email: 'E-mail',
  register: 'Registro delle imprese',
  vatId: 'Partita IVA',
  notSet: 'non indicato',
};

export const imprintTexts: Translation<typeof englishTexts> = {
  template: [
    notice(legalTemplateNotice.text),
    paragraph(
      'Informazioni ai sensi del § 5 DDG (Germania), dell’art. 5 della direttiva 2000/31/CE e delle UK Electronic Commerce Regulations 2002. [Aggiunga quanto richiesto dal Suo Paese: il legale rappresentante della società, l’autorità di vigilanza di un’attività soggetta ad autorizzazione, le regole deontologiche di una professione regolamentata.]',
    ),
  ],
};
