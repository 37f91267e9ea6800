/** Spanish titles of the legal pages (titles.ts, docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { legalTitles as english } from './titles';

export const legalTitles: Translation<typeof english> = {
  terms: 'Condiciones generales de contratación',
  withdrawal: 'Derecho de desistimiento',
  privacy: 'Política de privacidad',
  imprint: 'Aviso legal',
};
