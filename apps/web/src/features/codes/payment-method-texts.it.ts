/** Italian texts of payment-method-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { paymentMethodTexts as english } from './payment-method-texts';

export const paymentMethodTexts: Translation<typeof english> = {
  openingPaypal: 'Apertura di PayPal…',
  redirectingPaypal: 'Reindirizzamento a PayPal…',
  paidWith: 'Pagato con',
  paidWithNames: { card: 'Carta', paypal: 'PayPal', points: 'Punto', subscription: 'Abbonamento' },
  refunded: 'Rimborsato',
  partiallyRefunded: 'Rimborsato in parte',
  amountPaid: 'Importo pagato',
  withVat: (gross: string, tax: string) =>
    `${formatMoney(gross, 'USD')} (IVA inclusa: ${formatMoney(tax, 'USD')})`,
};
