/** Polish texts of links.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { legalLinkTexts as english } from './links';

export const legalLinkTexts: Translation<typeof english> = {
  navLabel: 'Informacje prawne',
  terms: 'Regulamin',
  withdrawal: 'Odstąpienie od umowy',
  privacy: 'Prywatność',
  imprint: 'Dane firmy',
  withdrawOnline: 'Odstąp od umowy tutaj',
  beforePaying:
    'Dokonując płatności, akceptują Państwo {terms}; prosimy zapoznać się z informacjami: {withdrawal} oraz {privacy}.',
};
