/** Turkish texts of imprint.ts (docs/decisions/062): the labels; the template stays English for now. */
import type { Translation } from '@/i18n/translated';
import type { imprintLabels as english } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Hizmet sağlayıcı',
  address: 'Adres',
  country: 'Ülke',
  email: 'E-posta',
  register: 'Ticaret sicili',
  vatId: 'KDV kimlik numarası',
  notSet: 'belirtilmedi',
};
