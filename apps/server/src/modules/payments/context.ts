/** What every payment use case is given, and the payment row they share. */
import type { Db } from '../../db/client.js';
import type { payments } from '../../db/schema.js';
import type { PaypalProvider } from '../../providers/payment/paypal.js';
import type { CheckoutProvider } from '../../providers/payment/provider.js';
import type { PaymentKinds } from './payment-kinds.js';
import type { InvoiceSettings } from '../invoices/index.js';
import type { TaxSettings } from '../taxes/index.js';

export type Payment = typeof payments.$inferSelect;

export interface PaymentsDeps {
  db: Db;
  checkout: CheckoutProvider;
  /** PayPal (or its dev page), when offered (decision 028). */
  paypal: PaypalProvider | undefined;
  publicUrl: string;
  brand: string;
  supportEmail: string;
  /** Seconds a checkout session may be paid in (CHECKOUT_SESSION_TTL). */
  sessionTtlSeconds: number;
  /** The seller and numbering of invoices (issue 33). */
  invoicing: InvoiceSettings;
  /** Whether and how taxes are charged (decision 065). */
  taxes: TaxSettings;
  onJobQueued: () => void;
  onMailQueued: () => void;
  /** What each kind of payment sells, registered by the module that sells it (decision 049). */
  kinds: PaymentKinds;
}

/** The provider a payment was opened with: PayPal's for a PayPal payment, else the card checkout. */
export function providerOf(
  deps: Pick<PaymentsDeps, 'checkout' | 'paypal'>,
  payment: Payment,
): CheckoutProvider {
  return deps.paypal && payment.provider === deps.paypal.name ? deps.paypal : deps.checkout;
}
