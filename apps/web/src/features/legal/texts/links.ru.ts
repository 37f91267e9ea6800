/** Russian texts of links.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { legalLinkTexts as english } from './links';

export const legalLinkTexts: Translation<typeof english> = {
  navLabel: 'Правовая информация',
  terms: 'Условия',
  withdrawal: 'Отказ от договора',
  privacy: 'Конфиденциальность',
  imprint: 'Реквизиты',
  withdrawOnline: 'Отказаться от договора здесь',
  beforePaying: 'Оплачивая, вы принимаете {terms}; ознакомьтесь с разделами {withdrawal} и {privacy}.',
};
