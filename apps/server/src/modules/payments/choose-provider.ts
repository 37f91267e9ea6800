/** Which provider a new payment goes to: the card checkout, or PayPal when asked for and offered. */
import { messages } from '@navihub/contract/messages';
import { invalidField } from '../../lib/domain-errors.js';
import type { CheckoutProvider } from '../../providers/payment/provider.js';
import type { PaymentsDeps } from './context.js';

export type PaymentMethod = 'card' | 'paypal';

export function chooseProvider(deps: PaymentsDeps, method: PaymentMethod = 'card'): CheckoutProvider {
  if (method === 'card') return deps.checkout;
  if (!deps.paypal) throw invalidField('method', messages.paypalUnavailable);
  return deps.paypal;
}
