/** Turkish texts of payment-method-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { paymentMethodTexts as english } from './payment-method-texts';

export const paymentMethodTexts: Translation<typeof english> = {
  openingPaypal: 'PayPal açılıyor…',
  redirectingPaypal: "PayPal'a yönlendiriliyor…",
  paidWith: 'Ödeme yöntemi',
  paidWithNames: { card: 'Kart', paypal: 'PayPal', points: 'Token', subscription: 'Abonelik' },
  refunded: 'İade edildi',
  partiallyRefunded: 'Kısmen iade edildi',
  amountPaid: 'Ödenen tutar',
  withVat: (gross: string, tax: string) =>
    `${formatMoney(gross, 'USD')} (${formatMoney(tax, 'USD')} KDV dahil)`,
};
