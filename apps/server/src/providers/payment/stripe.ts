/** Stripe Checkout through the official SDK; tests point the SDK at a local fake (host/port/protocol). */
import Stripe from 'stripe';
import {
  InvalidWebhookError,
  RefundFailedError,
  type CheckoutProvider,
  type CheckoutSession,
} from './provider.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

function toSession(s: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: s.id,
    url: s.url,
    status: s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open',
    paid: s.payment_status === 'paid' || s.payment_status === 'no_payment_required',
    amountCents: s.amount_total,
    currency: s.currency ? s.currency.toUpperCase() : null,
    paymentId: s.metadata?.payment_id ?? s.client_reference_id ?? null,
    ...(s.customer_details?.address?.country ? { payerCountry: s.customer_details.address.country } : {}),
  };
}

const EVENT_TYPES: Record<string, 'completed' | 'async_succeeded' | 'async_failed' | 'expired'> = {
  'checkout.session.completed': 'completed',
  'checkout.session.async_payment_succeeded': 'async_succeeded',
  'checkout.session.async_payment_failed': 'async_failed',
  'checkout.session.expired': 'expired',
};

/** An expandable Stripe reference: its id. */
const idOf = (ref: unknown): string | null =>
  typeof ref === 'string'
    ? ref
    : ref && typeof (ref as { id?: unknown }).id === 'string'
      ? (ref as { id: string }).id
      : null;

export function createStripeCheckout(opts: StripeOptions): CheckoutProvider {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(opts.host ? { host: opts.host } : {}),
    ...(opts.port ? { port: opts.port } : {}),
    ...(opts.protocol ? { protocol: opts.protocol } : {}),
  });

  return {
    name: 'stripe',
    async createSession(request) {
      const session = await stripe.checkout.sessions.create(
        {
          // No `payment_method_types`: Checkout then offers the methods the operator enables in the
          // Stripe Dashboard (Settings → Payment methods) that fit the currency, amount and buyer's
          // country — wallets and local methods included, without a change here (issue 32).
          mode: 'payment',
          client_reference_id: request.paymentId,
          metadata: { payment_id: request.paymentId },
          ...(request.email ? { customer_email: request.email } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(Date.now() / 1000) + request.expiresInSeconds,
        },
        // One session per payment, even when our call is retried.
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      return toSession(session);
    },
    async retrieveSession(id) {
      return toSession(await stripe.checkout.sessions.retrieve(id));
    },
    async sessionOfPayment(paymentIntent) {
      const found = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
      return found.data[0]?.id ?? null;
    },
    async refundsOf(paymentIntent) {
      const found = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
      return found.data
        .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
        .map((r) => ({ id: r.id, amountCents: r.amount }));
    },
    async refund(request) {
      try {
        const session = await stripe.checkout.sessions.retrieve(request.providerSessionId);
        const paymentIntent =
          typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!paymentIntent) throw new RefundFailedError(`session ${session.id} has no payment to refund`);
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: request.amountCents },
          // A retried or concurrent refund of the same order is answered with the refund made first.
          { idempotencyKey: request.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          throw new RefundFailedError(`Stripe answered the refund ${refund.id} ${refund.status}`);
        return {
          id: refund.id,
          amountCents: refund.amount,
          status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
        };
      } catch (err) {
        if (err instanceof RefundFailedError) throw err;
        throw new RefundFailedError((err as Error).message);
      }
    },
    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', opts.webhookSecret);
      } catch (err) {
        throw new InvalidWebhookError((err as Error).message);
      }
      if (event.type === 'charge.refunded' || event.type === 'charge.dispute.created') {
        const object = event.data.object as { id: string; amount?: number; payment_intent?: unknown };
        const pi = idOf(object.payment_intent);
        if (!pi) return { id: event.id, type: 'ignored', stripeType: event.type };
        return event.type === 'charge.refunded'
          ? { id: event.id, type: 'refunded', paymentIntent: pi }
          : {
              id: event.id,
              type: 'disputed',
              paymentIntent: pi,
              dispute: { id: object.id, amountCents: object.amount ?? 0 },
            };
      }
      const type = EVENT_TYPES[event.type];
      if (!type) return { id: event.id, type: 'ignored', stripeType: event.type };
      return { id: event.id, type, session: toSession(event.data.object as Stripe.Checkout.Session) };
    },
  };
}
