/** Russian texts of payment-method-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { paymentMethodTexts as english } from './payment-method-texts';

export const paymentMethodTexts: Translation<typeof english> = {
  openingPaypal: 'Открываем PayPal…',
  redirectingPaypal: 'Переход в PayPal…',
  paidWith: 'Способ оплаты',
  paidWithNames: { card: 'Карта', paypal: 'PayPal', points: 'Токен', subscription: 'Подписка' },
  refunded: 'Возвращено',
  partiallyRefunded: 'Частично возвращено',
  amountPaid: 'Оплаченная сумма',
  withVat: (gross: string, tax: string) =>
    `${formatMoney(gross, 'USD')} (вкл. НДС ${formatMoney(tax, 'USD')})`,
};
