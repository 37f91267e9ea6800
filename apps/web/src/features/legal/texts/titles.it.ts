/** Italian titles of the legal pages (titles.ts, docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { legalTitles as english } from './titles';

export const legalTitles: Translation<typeof english> = {
  terms: 'Condizioni generali di vendita',
  withdrawal: 'Diritto di recesso',
  privacy: 'Informativa sulla privacy',
  imprint: 'Note legali',
};
