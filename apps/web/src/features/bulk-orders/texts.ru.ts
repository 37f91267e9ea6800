/** Russian texts of texts.ts (docs/decisions/062): the same keys, in the trade's Russian. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatCount } from '@/lib/format';
import type { bulkTexts as english } from './texts';

export const bulkTexts: Translation<typeof english> = {
  heading: 'Оптовые заказы',
  intro:
    'Закажите PIN-коды для всего автопарка сразу: загрузите CSV-файл, по одному автомобилю в строке, не более 1000 строк. Сначала проверьте файл: ничего не заказывается и не оплачивается, пока вы не нажмёте «Заказать».',
  columns:
    'В первой строке указаны названия столбцов: comand, map_region, version, vin и, при желании, reference (ваше собственное обозначение автомобиля).',
  template: 'Скачать пример файла',
  file: 'CSV-файл',
  check: 'Проверить файл',
  chooseFirst: 'Сначала выберите CSV-файл.',
  summary: (rows: number, valid: number) =>
    `${plural(rows, { one: '# строка', few: '# строки', many: '# строк', other: '# строки' })}: можно заказать — ${formatCount(valid)}, с ошибками — ${formatCount(rows - valid)}.`,
  paysWithPoints: (needed: number, balance: number) =>
    `Потребуется ${plural(needed, { one: '# токен', few: '# токена', many: '# токенов', other: '# токена' })}; на балансе: ${formatCount(balance)}.`,
  paysWithSubscription: 'Заказ оплачивается вашей подпиской.',
  invalidRowsNote: 'Строки с ошибками не заказываются и ничего не стоят.',
  problems: 'Строки, требующие внимания',
  row: 'Строка',
  vin: 'VIN',
  reference: 'Обозначение',
  whatIsWrong: 'Что исправить',
  warning: 'Проверьте',
  order: (valid: number) =>
    `Заказать ${plural(valid, { one: '# PIN-код', few: '# PIN-кода', many: '# PIN-кодов', other: '# PIN-кода' })}`,
  ordering: 'Оформляем заказ…',
  progressLabel: 'Ход оптового заказа',
  inProgress: (done: number, rows: number) =>
    `Обработано ${formatCount(done)} из ${plural(rows, { one: '# строки', few: '# строк', many: '# строк', other: '# строки' })}. Эту страницу можно закрыть: заказы продолжат выполняться и появятся в истории заказов.`,
  queued: 'Ваш файл в очереди…',
  completed: (fulfilled: number, failed: number) =>
    `Готово: ${plural(fulfilled, { one: '# PIN-код готов', few: '# PIN-кода готовы', many: '# PIN-кодов готово', other: '# PIN-кода готовы' })}${failed > 0 ? `, ${plural(failed, { one: '# строка не заказана или завершилась ошибкой', few: '# строки не заказаны или завершились ошибкой', many: '# строк не заказано или завершилось ошибкой', other: '# строки не заказаны или завершились ошибкой' })}` : ''}.`,
  download: 'Скачать результаты (CSV)',
  downloadNote:
    'По одной строке на каждую строку вашего файла, в том же порядке, с номером заказа и PIN-кодом или причиной, по которой его нет.',
  another: 'Загрузить другой файл',
  loadFailed: 'Не удалось загрузить этот оптовый заказ. Проверьте подключение и попробуйте ещё раз.',
  retry: 'Попробовать ещё раз',
  failedUpload: 'Файл не заказан',
  cannotOrder: 'Этот файл пока нельзя заказать',
};
