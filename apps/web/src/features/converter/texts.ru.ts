/** Russian texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { converterTexts as english } from './texts';

export const converterTexts: Translation<typeof english> = {
  title: 'Загрузите файл',
  intro:
    'Разделяет файлы кодирования .vrx, .vcx и .sgde на файлы .aed, по одному на блок управления, и возвращает их одним ZIP-архивом.',
  dropZone: 'Перетащите файлы сюда',
  dropZoneActive: 'Отпустите файлы здесь…',
  dropZoneLabel: 'Перетащите файлы сюда или нажмите Enter, чтобы выбрать их',
  dropZoneHint: '.vrx, .vcx или .sgde · до {maxFiles} файлов · не более {maxSize} каждый',
  chooseFile: 'Выбрать файл',
  processing: 'Обработка…',
  download: 'Скачать',
  results: 'Результаты',
  rejected: 'Эти файлы не приняты',
  status: {
    waiting: 'ожидание',
    uploading: 'загрузка',
    converting: 'конвертация',
    processed: 'обработан',
    error: 'ошибка',
    incorrectFileType: 'Неверный тип файла',
  },
  incorrectFileTypeReason: 'Конвертировать можно только файлы .vrx, .vcx и .sgde.',
  emptyResult: 'Сервер вернул пустой результат.',
  networkError: 'Сервер недоступен. Проверьте подключение и попробуйте ещё раз.',
  uploadProgress: 'Загрузка {file}',
  converting: 'Загружено; идёт конвертация на сервере…',
  modules: 'Найденные блоки управления',
  modulesOf: 'Блоки управления в {file}',
  moreModules: 'и ещё {count}',
  announceBusy: 'Обработка файлов: {done} из {total}…',
  announceDone: 'Готово: {summary}.',
};
