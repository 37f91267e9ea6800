/** French texts of imprint.ts (docs/decisions/062): the labels; the template stays English for now. */
import type { Translation } from '@/i18n/translated';
import type { imprintLabels as english } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Éditeur du site',
  address: 'Adresse',
  country: 'Pays',
  email: 'E-mail',
  register: 'Registre du commerce et des sociétés',
  vatId: 'Numéro de TVA intracommunautaire',
  notSet: 'non renseigné',
};
