/** Turkish texts of payment-method-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { paymentMethodTexts as english } from './payment-method-texts';

export const paymentMethodTexts: Translation<typeof english> = {
  openingPaypal: 'PayPal açılıyor…',
  redirectingPaypal: "PayPal'a yönlendiriliyor…",
  paidWith: 'Ödeme yöntemi',
  paidWithNames: { card: 'Kart', paypal: 'PayPal', points: 'Puan', subscription: 'Abonelik' },
  refunded: 'İade edildi',
  partiallyRefunded: 'Kısmen iade edildi',
  amountPaid: 'Ödenen tutar',
  withVat: (gross: string, tax: string) => `${gross}$ (${tax}$ KDV dahil)`,
};
