/** Russian texts of imprint.ts (docs/decisions/062): the labels; the template stays English for now. */
import type { Translation } from '@/i18n/translated';
import type { imprintLabels as english } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Поставщик услуг',
  address: 'Адрес',
  country: 'Страна',
  email: 'Эл. почта',
  register: 'Торговый реестр',
  vatId: 'Идентификационный номер плательщика НДС',
  notSet: 'не указано',
};
