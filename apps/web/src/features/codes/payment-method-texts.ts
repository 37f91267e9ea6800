/**
 * Texts of PayPal beside the card (issue 15, decision 028), not in the specification: the payment
 * page's busy states, and what paid for an order in the history. Apart from texts.ts so that the
 * code form's first load (which reads texts.ts) does not carry them.
 */
export const paymentMethodTexts = {
  openingPaypal: 'Opening PayPal…',
  redirectingPaypal: 'Redirecting to PayPal…',
  paidWith: 'Paid with',
  paidWithNames: { card: 'Card', paypal: 'PayPal', points: 'Point', subscription: 'Subscription' },
  /** A refund, by the shop or in PayPal's dashboard. */
  refunded: 'Refunded',
} as const;
