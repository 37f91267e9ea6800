/**
 * Texts of PayPal beside the card (issue 15, decision 028), not in the specification: the payment
 * page's busy states, and what paid for an order in the history. Apart from texts.ts so that the
 * code form's first load (which reads texts.ts) does not carry them.
 */
import { translated } from '@/i18n/translated';
export const paymentMethodTexts = translated('paymentMethodTexts', {
  openingPaypal: 'Opening PayPal…',
  redirectingPaypal: 'Redirecting to PayPal…',
  paidWith: 'Paid with',
  paidWithNames: { card: 'Card', paypal: 'PayPal', points: 'Point', subscription: 'Subscription' },
  /** A refund, by the shop or in PayPal's dashboard. */
  refunded: 'Refunded',
  /** Some of a card or PayPal payment went back (a refund in the provider's dashboard, a dispute). */
  partiallyRefunded: 'Partially refunded',
  /** What a card or PayPal payment came to (decision 072). */
  amountPaid: 'Amount paid',
  /** The gross paid and the VAT in it, when taxes were charged. */
  withVat: (gross: string, tax: string) => `${gross}$ (incl. VAT ${tax}$)`,
} as const);

/**
 * The history's refund line of an order (decision 043): its label and what it says — the date of
 * a refund, with the card money given back; the amount of a partial one. Null when nothing was.
 */
export function refundLine(
  order: {
    refunded_at: string | null;
    refund_status?: 'partially_refunded' | 'refunded' | null;
    refunded_amount?: string | null;
    currency?: string;
  },
  formatDate: (iso: string) => string,
): [string, string] | null {
  const amount = order.refunded_amount ? `${order.refunded_amount} ${order.currency ?? ''}`.trim() : '';
  if (order.refunded_at)
    return [
      paymentMethodTexts.refunded,
      amount ? `${formatDate(order.refunded_at)} · ${amount}` : formatDate(order.refunded_at),
    ];
  if (order.refund_status === 'partially_refunded' && amount)
    return [paymentMethodTexts.partiallyRefunded, amount];
  return null;
}

/**
 * The history's amount line of an order paid by card or PayPal (decision 072): the gross with the
 * VAT in it when the sale charged taxes, else the price. Null for a point or a subscription use.
 */
export function amountPaidLine(order: {
  price?: string | null;
  tax?: string | null;
  gross?: string | null;
}): [string, string] | null {
  if (!order.price) return null;
  const taxed = order.gross && order.tax && order.gross !== order.price;
  return [
    paymentMethodTexts.amountPaid,
    taxed ? paymentMethodTexts.withVat(order.gross!, order.tax!) : `${order.price}$`,
  ];
}
