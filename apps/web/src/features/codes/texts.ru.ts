/** Russian texts of texts.ts (docs/decisions/062): the same keys, in the trade's Russian. */
import type { Translation } from '@/i18n/translated';
import { formatCount, formatMoney } from '@/lib/format';
import type { codesTexts as codes, paymentsTexts as payments } from './texts';

/** '39.00' → '39,00 $': the amount as Russian writes dollars. */
const dollars = (price: string) => formatMoney(price, 'USD');

export const codesTexts: Translation<typeof codes> = {
  form: {
    title: 'Навигационные коды',
    intro: 'Выберите головное устройство, регион карты и версию карты, затем введите 17-значный VIN-номер.',
    formLabel: 'Навигационный код',
    comand: 'Comand',
    mapRegion: 'Регион карты',
    version: 'Версия',
    vin: 'VIN',
    selectPlaceholder: 'Выберите…',
    vinPlaceholder: '17-значный VIN',
    generate: 'Сгенерировать',
    buyNow: 'Купить сейчас',
    vinWarningsTitle: 'Пожалуйста, проверьте',
    confirmTitle: 'Всё равно сгенерировать?',
    confirmIntro:
      'Проверка VIN-номера нашла то, на что стоит обратить внимание. Списанный токен или использование подписки вернуть нельзя.',
    confirmGenerate: 'Всё равно сгенерировать',
    confirmCheck: 'Проверить VIN',
  },
  amount: {
    subscriptionActive: 'Подписка активна',
    points: (n: number) => `Токенов на балансе: ${formatCount(n)}`,
    amount: (price: string) => `Сумма: ${dollars(price)}`,
    discountApplied: (discount: number) => `Применена скидка ${discount} %`,
    price: (price: string) => dollars(price),
    originalPrice: 'Исходная цена',
  },
};

export const paymentsTexts: Translation<typeof payments> = {
  amount: {
    amount: (price: string) => `Сумма: ${dollars(price)}`,
    price: (price: string) => dollars(price),
    originalPrice: 'Исходная цена',
    discountApplied: (discount: number) => `Применена скидка ${discount} %`,
    subscriptionActive: 'Подписка активна',
    points: (n: number) => `Токенов на балансе: ${formatCount(n)}`,
  },
};
