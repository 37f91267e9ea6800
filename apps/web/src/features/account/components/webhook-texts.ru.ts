/** Russian texts of webhook-texts.ts (docs/decisions/062): the same keys, in the trade's Russian. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import type { webhookTexts as english } from './webhook-texts';

export const webhookTexts: Translation<typeof english> = {
  heading: 'Вебхуки',
  intro:
    'Ваши системы могут получать уведомление, когда заказ получает PIN-код, завершается ошибкой или возвращается, вместо того чтобы постоянно опрашивать магазин. Каждое событие подписано (Standard Webhooks).',
  guide: 'Как проверить вебхук',
  url: 'URL конечной точки',
  urlDescription: 'Публичный адрес https:// вашей системы.',
  events: 'События',
  eventsError: 'Выберите хотя бы одно событие.',
  eventNames: {
    'order.fulfilled': 'Заказ выполнен (с PIN-кодом)',
    'order.failed': 'Ошибка заказа',
    'order.refunded': 'Заказ возвращён',
    'bulk_order.completed': 'Оптовый заказ завершён',
  },
  add: 'Добавить конечную точку',
  secretShown: (url: string) => `Секрет подписи для ${url}`,
  secretWarning:
    'Скопируйте его сейчас и храните в секрете: он показывается только один раз. Ваша система проверяет им каждый вебхук.',
  rotatedNote:
    'Прежний секрет продолжает подписывать события ещё 24 часа, чтобы вы могли перейти на новый, не пропустив ни одного события.',
  theSecret: 'Секрет подписи',
  copy: 'Копировать',
  copied: 'Секрет скопирован',
  copyFailed: 'Не удалось скопировать секрет: выделите его и скопируйте вручную.',
  none: 'Конечных точек пока нет.',
  endpointsCaption: 'Ваши конечные точки вебхуков',
  active: 'Активна',
  disabled: 'Отключена',
  previousUntil: (when: string) => `Прежний секрет тоже действует до ${when}.`,
  rotate: 'Сменить секрет',
  rotateLabel: (url: string) => `Сменить секрет для ${url}`,
  delete: 'Удалить',
  deleteLabel: (url: string) => `Удалить ${url}`,
  deleteTitle: 'Удалить эту конечную точку?',
  deleteDescription: (url: string) =>
    `На ${url} больше ничего не будет отправляться, а её доставки будут удалены.`,
  cancel: 'Отмена',
  deleted: 'Конечная точка удалена',
  deliveriesHeading: 'Последние доставки',
  noDeliveries: 'Пока ничего не отправлено.',
  deliveriesCaption: 'Последние доставки вебхуков, сначала новые',
  columns: { event: 'Событие', status: 'Статус', actions: 'Действия' },
  attempts: (n: number) =>
    plural(n, { one: '# попытка', few: '# попытки', many: '# попыток', other: '# попытки' }),
  answered: (answer: string) => `последний ответ: ${answer}`,
  status: { pending: 'Повторная попытка', succeeded: 'Доставлено', failed: 'Ошибка' },
  queued: 'Ожидает',
  nextAttempt: (when: string) => `Следующая попытка ${when}`,
  noAnswer: 'Нет ответа',
  resend: 'Отправить снова',
  resendLabel: (event: string, when: string) => `Отправить снова ${event} от ${when}`,
  resent: 'Отправляем снова',
};
