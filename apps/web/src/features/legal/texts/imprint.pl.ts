/** Polish texts of imprint.ts (docs/decisions/062): the labels; the template stays English for now. */
import type { Translation } from '@/i18n/translated';
import type { imprintLabels as english } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Usługodawca',
  address: 'Adres',
  country: 'Kraj',
  email: 'E-mail',
  register: 'Rejestr handlowy',
  vatId: 'Numer identyfikacji podatkowej VAT',
  notSet: 'nie podano',
};
