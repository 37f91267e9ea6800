/** Russian texts of business-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { businessTexts as english } from './business-texts';

const dollars = (amount: string) => formatMoney(amount, 'USD');

export const businessTexts: Translation<typeof english> = {
  summary: 'Покупаете как юрлицо? Добавьте реквизиты компании (необязательно)',
  heading: 'Реквизиты компании',
  intro:
    'Указываются в ваших счетах. Компания из ЕС с номером плательщика НДС другой страны ЕС НДС не платит.',
  companyName: 'Название компании',
  address: 'Адрес',
  addressHint: 'Улица, почтовый индекс и город, каждое с новой строки.',
  country: 'Страна',
  noCountry: 'Выберите страну',
  vatNumber: 'Номер плательщика НДС',
  vatNumberHint: 'С кодом страны, например DE123456789.',
  save: 'Сохранить реквизиты компании',
  saved: 'Реквизиты компании сохранены',
  remembered: 'Сохранены в вашем аккаунте для следующих покупок.',
  taxLine: (rate: string, country: string, tax: string, net: string) =>
    `Включая НДС ${rate} % (${country}): ${dollars(tax)} с ${dollars(net)} без НДС.`,
  reverseCharge: 'Без НДС: обратное начисление НДС (НДС уплачивает покупатель).',
  bundleNote: 'Покупаете как юрлицо? Реквизиты компании из ваших настроек попадут в счёт.',
  bundleNoteLink: 'Реквизиты компании',
  taxUnknown: 'Не удалось рассчитать сумму с НДС. Попробуйте ещё раз.',
};
