/** Russian texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { homeTexts as english } from './texts';

export const homeTexts: Translation<typeof english> = {
  title: 'PIN-коды для обновления карт Mercedes-Benz COMAND',
  headUnits: 'Головные устройства',
  price: (amount: string) => `${formatMoney(amount, 'USD')} за PIN-код`,
  delivery: 'На экране и по эл. почте, обычно в течение минуты.',
  wrongVin:
    'За ошибочно введённый VIN деньги не возвращаются; PIN-код, который не работает с введённым вами VIN, мы исправим или вернём за него деньги.',
  start: 'Получить PIN-код',
};
