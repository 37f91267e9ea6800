/** Italian texts of imprint.ts (docs/decisions/062): the labels; the template stays English for now. */
import type { Translation } from '@/i18n/translated';
import type { imprintLabels as english } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Fornitore del servizio',
  address: 'Indirizzo',
  country: 'Paese',
  email: 'E-mail',
  register: 'Registro delle imprese',
  vatId: 'Partita IVA',
  notSet: 'non indicato',
};
