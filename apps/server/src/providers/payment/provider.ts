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
  /** The provider refused the money (a PayPal capture DECLINED): the payment fails. */
  declined?: boolean;
  amountCents: number | null;
  currency: string | null;
  paymentId: string | null;
  /**
   * The payer's country as the provider knows it (the card's billing address at Stripe, the PayPal
   * account's country), ISO alpha-2: a piece of location evidence for taxes (decision 065).
   */
  payerCountry?: string;
}

export type CheckoutEvent =
  | {
      id: string;
      type: 'completed' | 'async_succeeded' | 'async_failed' | 'expired';
      session: CheckoutSession;
    }
  /**
   * Money of a paid session went back at the provider (decision 043): a refund (the shop's, or one
   * made in Stripe's dashboard: `charge.refunded`), or a dispute the customer's bank opened
   * (`charge.dispute.created`). `paymentIntent` names the payment; a dispute carries its amount.
   */
  | { id: string; type: 'refunded'; paymentIntent: string }
  | { id: string; type: 'disputed'; paymentIntent: string; dispute: ProviderRefundSeen }
  | { id: string; type: 'ignored'; stripeType: string };

/** A refund or dispute the provider reports, by its id (Stripe: `re_…`, `dp_…`). */
export interface ProviderRefundSeen {
  id: string;
  amountCents: number;
}

/** Give back (part of) a paid checkout session's money. */
export interface RefundRequest {
  /** The checkout session that was paid. */
  providerSessionId: string;
  amountCents: number;
  /**
   * The same key for every attempt at one refund (`refund-<orderId>`): the provider makes the
   * refund once and answers a repeated request with the refund it made.
   */
  idempotencyKey: string;
}

export interface Refund {
  /** The provider's id of the refund (Stripe: `re_…`). */
  id: string;
  amountCents: number;
  status: 'pending' | 'succeeded';
}

export interface CheckoutProvider {
  /** Recorded as `payments.provider`: the card checkouts, and PayPal's (decision 028). */
  readonly name: 'stripe' | 'dev' | 'paypal' | 'dev-paypal';
  createSession(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveSession(id: string): Promise<CheckoutSession>;
  /** Verifies the signature on the raw body; throws InvalidWebhookError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): CheckoutEvent;
  /** Refunds a paid session; throws RefundFailedError when the provider refuses or cannot be reached. */
  refund(request: RefundRequest): Promise<Refund>;
  /** The checkout session a payment (Stripe's payment intent) was made in; null when none. */
  sessionOfPayment?(paymentIntent: string): Promise<string | null>;
  /** Every refund of a payment the provider made, ours and its dashboard's, not failed or cancelled. */
  refundsOf?(paymentIntent: string): Promise<ProviderRefundSeen[]>;
}

/** The provider did not take the refund: nothing was refunded. */
export class RefundFailedError extends Error {}

export class InvalidWebhookError extends Error {}
