/** French texts of payment-method-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { paymentMethodTexts as english } from './payment-method-texts';

export const paymentMethodTexts: Translation<typeof english> = {
  openingPaypal: 'Ouverture de PayPal…',
  redirectingPaypal: 'Redirection vers PayPal…',
  paidWith: 'Payé par',
  paidWithNames: { card: 'Carte', paypal: 'PayPal', points: 'Point', subscription: 'Abonnement' },
  refunded: 'Remboursé',
  partiallyRefunded: 'Partiellement remboursé',
  amountPaid: 'Montant payé',
  withVat: (gross: string, tax: string) =>
    `${formatMoney(gross, 'USD')} (dont TVA ${formatMoney(tax, 'USD')})`,
};
