/** Italian texts of links.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { legalLinkTexts as english } from './links';

export const legalLinkTexts: Translation<typeof english> = {
  navLabel: 'Note legali',
  terms: 'Condizioni',
  withdrawal: 'Recesso',
  privacy: 'Privacy',
  imprint: 'Note legali',
  withdrawOnline: 'Recedi da un contratto qui',
  beforePaying: 'Pagando accetta le {terms}; legga le informazioni sul {withdrawal} e sulla {privacy}.',
};
