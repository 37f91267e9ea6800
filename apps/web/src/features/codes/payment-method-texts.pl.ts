/** Polish texts of payment-method-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { paymentMethodTexts as english } from './payment-method-texts';

export const paymentMethodTexts: Translation<typeof english> = {
  openingPaypal: 'Otwieranie PayPal…',
  redirectingPaypal: 'Przekierowanie do PayPal…',
  paidWith: 'Forma płatności',
  paidWithNames: { card: 'Karta', paypal: 'PayPal', points: 'Token', subscription: 'Subskrypcja' },
  refunded: 'Zwrócono',
  partiallyRefunded: 'Częściowo zwrócono',
  amountPaid: 'Zapłacona kwota',
  withVat: (gross: string, tax: string) =>
    `${formatMoney(gross, 'USD')} (w tym VAT ${formatMoney(tax, 'USD')})`,
};
