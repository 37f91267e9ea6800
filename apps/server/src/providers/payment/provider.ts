/** A hosted card checkout (Stripe Checkout, or the dev stand-in) as the shop needs it. */
export interface CheckoutRequest {
  paymentId: string;
  description: string;
  amountCents: number;
  currency: string;
  email?: string | null;
  /** May contain {CHECKOUT_SESSION_ID}, replaced by the provider on redirect. */
  successUrl: string;
  cancelUrl: string;
  /** Seconds the customer has to pay; then the session expires and cannot be paid. */
  expiresInSeconds: number;
}

export interface CheckoutSession {
  id: string;
  url: string | null;
  /** 'open' (customer has not finished), 'complete' or 'expired'. */
  status: 'open' | 'complete' | 'expired';
  /** True once the money is collected ('paid' in Stripe's payment_status). */
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  paymentId: string | null;
}

export type CheckoutEvent =
  | {
      id: string;
      type: 'completed' | 'async_succeeded' | 'async_failed' | 'expired';
      session: CheckoutSession;
    }
  | { id: string; type: 'ignored'; stripeType: string };

export interface CheckoutProvider {
  readonly name: 'stripe' | 'dev';
  createSession(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveSession(id: string): Promise<CheckoutSession>;
  /** Verifies the signature on the raw body; throws InvalidWebhookError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): CheckoutEvent;
}

export class InvalidWebhookError extends Error {}
