/** Russian texts of imprint.ts (docs/decisions/062): the labels and the template. */
import type { Translation } from '@/i18n/translated';
import { notice, paragraph } from './document';
import { legalTemplateNotice } from './document.ru';
import type { imprintLabels as english, imprintTexts as englishTexts } from './imprint';

export const imprintLabels: Translation<typeof english> = {
  provider: 'Поставщик услуг',
  address: 'Адрес',
  country: 'Страна',
  email: 'Эл. почта',
  register: 'Торговый реестр',
  vatId: 'Идентификационный номер плательщика НДС',
  notSet: 'не указано',
};

export const imprintTexts: Translation<typeof englishTexts> = {
  template: [
    notice(legalTemplateNotice.text),
    paragraph(
      'Сведения согласно § 5 DDG (Германия), ст. 5 Директивы 2000/31/ЕС и Electronic Commerce Regulations 2002 Великобритании. [Добавьте то, чего требует ваша страна: лицо, уполномоченное представлять компанию, надзорный орган для лицензируемой деятельности, профессиональные правила регулируемой профессии.]',
    ),
  ],
};
