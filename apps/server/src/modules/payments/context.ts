/** What every payment use case is given, and the payment row they share. */
import type { Db } from '../../db/client.js';
import type { payments } from '../../db/schema.js';
import type { CheckoutProvider } from '../../providers/payment/provider.js';

export type Payment = typeof payments.$inferSelect;

export interface PaymentsDeps {
  db: Db;
  checkout: CheckoutProvider;
  publicUrl: string;
  brand: string;
  supportEmail: string;
  /** Seconds a checkout session may be paid in (CHECKOUT_SESSION_TTL). */
  sessionTtlSeconds: number;
  onJobQueued: () => void;
  onMailQueued: () => void;
}
