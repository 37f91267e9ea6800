/** Russian texts of texts.ts (docs/decisions/062). */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { bundlesTexts as english } from './texts';

export const bundlesTexts: Translation<typeof english> = {
  tokenBundles: {
    title: 'Купить пакетом',
    promo: 'Пакет содержит 10 токенов, 1 токен = 1 PIN-код.',
    promoDetail:
      'Дилеры и автосервисы экономят на каждом коде: купите токены один раз и создавайте PIN-коды в любое время.',
    tokens: (n: number) =>
      plural(n, { one: '# токен', few: '# токена', many: '# токенов', other: '# токена' }),
    buy: 'Купить',
    unavailable: 'Пакеты сейчас недоступны.',
    empty: 'Сейчас нет пакетов в продаже.',
    discount: (d: number) => `−${d} %`,
    subscriptions: 'Нужно много кодов? Посмотрите пакеты подписки',
  },
  amount: {
    price: (price: string) => formatMoney(price, 'USD'),
    originalPrice: 'Исходная цена',
  },
  success: {
    bundleTitle: 'Спасибо за покупку',
    pendingTitle: 'Ваш платёж подтверждается',
    goToCodes: 'К навигационным кодам',
    goToProfile: 'Посмотреть баланс',
  },
  subscription: {
    title: 'Пакеты подписки',
    duration: (days: number) => plural(days, { one: '# день', few: '# дня', many: '# дней', other: '# дня' }),
    dailyLimit: (codes: number) =>
      plural(codes, {
        one: 'До # навигационного кода в день',
        few: 'До # навигационных кодов в день',
        many: 'До # навигационных кодов в день',
        other: 'До # навигационного кода в день',
      }),
    buy: 'Купить',
    discount: (d: number) => `−${d} %`,
    unavailable: 'Пакеты подписки сейчас недоступны.',
    empty: 'Сейчас нет пакетов подписки в продаже.',
    withdrawalKept:
      'Право на отказ от пакета в течение 14 дней сохраняется, пока вы не начнёте им пользоваться.',
    withdrawalLink: 'Об отказе от договора',
    /** A plain link, outside the router: the Russian page's address. */
    withdrawalPath: '/ru/withdrawal',
  },
};
