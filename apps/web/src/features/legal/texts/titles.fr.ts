/** French titles of the legal pages (titles.ts, docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { legalTitles as english } from './titles';

export const legalTitles: Translation<typeof english> = {
  terms: 'Conditions générales de vente',
  withdrawal: 'Droit de rétractation',
  privacy: 'Politique de confidentialité',
  imprint: 'Mentions légales',
};
