/** German texts of imprint.ts (docs/decisions/062): the labels; the template stays English for now. */
import type { Translation } from '@/i18n/translated';
import type { imprintLabels as english } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Diensteanbieter',
  address: 'Anschrift',
  country: 'Land',
  email: 'E-Mail',
  register: 'Handelsregister',
  vatId: 'Umsatzsteuer-Identifikationsnummer',
  notSet: 'nicht angegeben',
};
