/** German texts of payment-method-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { paymentMethodTexts as english } from './payment-method-texts';

export const paymentMethodTexts: Translation<typeof english> = {
  openingPaypal: 'PayPal wird geöffnet …',
  redirectingPaypal: 'Weiterleitung zu PayPal …',
  paidWith: 'Bezahlt mit',
  paidWithNames: { card: 'Karte', paypal: 'PayPal', points: 'Punkt', subscription: 'Abonnement' },
  refunded: 'Erstattet',
  partiallyRefunded: 'Teilweise erstattet',
  amountPaid: 'Bezahlter Betrag',
  withVat: (gross: string, tax: string) =>
    `${formatMoney(gross, 'USD')} (inkl. ${formatMoney(tax, 'USD')} USt.)`,
};
