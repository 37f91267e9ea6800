/** Spanish texts of payment-method-texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import { formatMoney } from '@/lib/format';
import type { paymentMethodTexts as english } from './payment-method-texts';

export const paymentMethodTexts: Translation<typeof english> = {
  openingPaypal: 'Abriendo PayPal…',
  redirectingPaypal: 'Redirigiendo a PayPal…',
  paidWith: 'Pagado con',
  paidWithNames: { card: 'Tarjeta', paypal: 'PayPal', points: 'Punto', subscription: 'Suscripción' },
  refunded: 'Reembolsado',
  partiallyRefunded: 'Reembolsado parcialmente',
  amountPaid: 'Importe pagado',
  withVat: (gross: string, tax: string) =>
    `${formatMoney(gross, 'USD')} (IVA incluido: ${formatMoney(tax, 'USD')})`,
};
