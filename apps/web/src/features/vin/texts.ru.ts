/** Russian texts of texts.ts (docs/decisions/062): the VIN is the VIN-номер. */
import type { Translation } from '@/i18n/translated';
import type { vinTexts as english } from './texts';

export const vinTexts: Translation<typeof english> = {
  title: 'VIN-декодер',
  intro:
    'Проверьте VIN-номер, прежде чем покупать PIN-код для обновления карт: PIN-код работает только в том автомобиле, для которого он создан.',
  label: 'VIN-номер',
  hint: '17 символов, как в свидетельстве о регистрации ТС или внизу лобового стекла. Пробелы и дефисы не учитываются.',
  sampleVin: 'WDD2050001F595854',
  submit: 'Получить дата-карту',
  wrongFormat: 'Ошибка: неверный формат',
  noVin: 'VIN-номер не указан. Введите VIN-номер, чтобы получить его дата-карту.',
  decodeAnother: 'Расшифровать другой VIN',
  correctVin: 'Исправить VIN',
  retry: 'Попробовать ещё раз',
  datacard: 'Дата-карта',
  invalidVin: 'Ошибка: в этом VIN-номере есть ошибка',
  invalidVinHint: 'Сверьте его посимвольно с документами на автомобиль.',
  notMercedes: 'Это не VIN-номер Mercedes-Benz',
  notMercedesText:
    'PIN-коды NaviHub для обновления карт предназначены для головных устройств Mercedes-Benz COMAND.',
  detailsLabel: 'Расшифрованные поля',
  tableCaption: (vin: string) => `Код/описание VIN-номера ${vin}`,
  code: 'Код',
  description: 'Описание',
  unknown: 'неизвестно',
  rows: {
    vin: 'VIN',
    maker: 'Производитель',
    country: 'Страна',
    region: 'Регион',
    layout: 'Структура VIN',
    series: 'Серия',
    modelCode: 'Код модели',
    steering: 'Руль',
    plant: 'Завод',
    modelYear: 'Модельный год',
    checkDigit: 'Контрольный знак',
    serial: 'Серийный номер',
    headUnits: 'Возможные головные устройства',
  },
  layouts: { 'north-american': 'Североамериканская', 'rest-of-world': 'Остальной мир' },
  checkDigitValid: (digit: string) => `${digit} (верный)`,
  checkDigitInvalid: (actual: string, expected: string) => `${actual} (не совпадает, ожидался ${expected})`,
  checkDigitNotUsed: 'не используется в этой структуре',
  noHeadUnits: 'неизвестны',
};
