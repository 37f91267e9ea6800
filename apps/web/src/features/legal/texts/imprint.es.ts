/** Spanish texts of imprint.ts (docs/decisions/062): the labels; the template stays English for now. */
import type { Translation } from '@/i18n/translated';
import type { imprintLabels as english } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Prestador del servicio',
  address: 'Dirección',
  country: 'País',
  email: 'Correo electrónico',
  register: 'Registro Mercantil',
  vatId: 'Número de identificación a efectos del IVA',
  notSet: 'no indicado',
};
