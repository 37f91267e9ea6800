/** Polish texts of payment-method-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { paymentMethodTexts as english } from './payment-method-texts';

export const paymentMethodTexts: Translation<typeof english> = {
  openingPaypal: 'Otwieranie PayPal…',
  redirectingPaypal: 'Przekierowanie do PayPal…',
  paidWith: 'Forma płatności',
  paidWithNames: { card: 'Karta', paypal: 'PayPal', points: 'Punkt', subscription: 'Subskrypcja' },
  refunded: 'Zwrócono',
  partiallyRefunded: 'Częściowo zwrócono',
  amountPaid: 'Zapłacona kwota',
  withVat: (gross: string, tax: string) => `${gross}$ (w tym VAT ${tax}$)`,
};
