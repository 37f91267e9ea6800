/** An invoice's words in Russian (formal address); keys as en.ts. */
import { plural } from '../../mail/index.js';
import type { InvoiceTexts } from './en.js';

export const ru: InvoiceTexts = {
  invoice: 'Счёт',
  creditNote: 'Кредит-нота',
  invoiceNumber: 'Номер счёта',
  creditNoteNumber: 'Номер кредит-ноты',
  issueDate: 'Дата выставления',
  supplyDate: 'Дата поставки',
  correctsInvoice: 'Корректирует счёт',
  invoiceOf: (number, date) => `${number} от ${date}`,
  vatId: 'Номер плательщика НДС',
  billTo: 'Покупатель',
  description: 'Описание',
  netAmount: 'Сумма без НДС',
  vat: (rate) => `НДС ${rate}`,
  total: 'Итого',
  totalRefunded: 'Итого возвращено',
  reverseCharge: (sellerVatId, buyerVatId) =>
    `Обратное начисление: НДС исчисляет и уплачивает покупатель (ст. 196 Директивы 2006/112/ЕС). Номер плательщика НДС продавца: ${sellerVatId}; номер плательщика НДС покупателя: ${buyerVatId}.`,
  none: 'нет',
  noVat: 'НДС не начисляется.',
  paidBy: (method, currency) => `Способ оплаты: ${method}. Валюта: ${currency}.`,
  refundedBy: (method) => `Способ возврата: ${method}.`,
  refundedByBecause: (method, reason) => `Способ возврата: ${method}. Причина: ${reason}`,
  card: 'карта (Stripe)',
  details: { order: 'Заказ', refund: 'Возврат', reason: 'Причина' },
  lines: {
    pin: (headUnit, mapRegion, version, vin) =>
      `PIN-код навигации ${headUnit} ${mapRegion} ${version} для ${vin}`,
    tokenBundle: 'Пакет токенов',
    tokens: (count) =>
      `${count} ${plural('ru', count, { one: 'токен', few: 'токена', many: 'токенов', other: 'токена' })}`,
    subscriptionBundle: 'Пакет подписки',
    days: (count) =>
      `${count} ${plural('ru', count, { one: 'день', few: 'дня', many: 'дней', other: 'дня' })}`,
  },
};
