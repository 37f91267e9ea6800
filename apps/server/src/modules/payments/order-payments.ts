/**
 * The card payment of a PIN order, as the back-office needs it: read it, and refund it through the
 * payment provider. The refund's idempotency key is the order's (`refund-<orderId>`), so a
 * retried or concurrent refund of one order is made once at the provider (docs/decisions/026).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@navihub/contract/api/errors';
import type { DbOrTx } from '../../db/client.js';
import { paymentRefunds, payments } from '../../db/schema.js';
import { DomainError } from '../../lib/domain-errors.js';
import { RefundFailedError, type CheckoutProvider } from '../../providers/payment/provider.js';
import type { Payment } from './context.js';
import { ORDER_REFUND_KIND, refundedCentsOf } from './payment-refunds.js';

/** The payment of an order: the one that paid it, else the newest attempt; undefined when none. */
export async function paymentOfOrder(db: DbOrTx, orderId: string): Promise<Payment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'pin')))
    .orderBy(sql`${payments.status} = 'fulfilled' desc`, desc(payments.createdAt))
    .limit(1);
  return row;
}

export const refundKeyOf = (orderId: string) => `refund-${orderId}`;

/** A card refund made: what the order records. */
export interface OrderPaymentRefund {
  amountCents: number;
  providerRefundId: string;
}

const refundFailed = () =>
  new DomainError('provider-failed', ERROR_CODES.refund_failed, { code: 'refund_failed' });

export function createOrderPayments({
  db,
  checkout,
  paypal,
}: {
  db: DbOrTx;
  checkout: CheckoutProvider;
  /** PayPal's provider (decision 028): a PayPal payment is refunded there. */
  paypal?: CheckoutProvider | undefined;
}) {
  return {
    paymentOf: (orderId: string) => paymentOfOrder(db, orderId),

    /**
     * Refunds what is left of the payment that paid the order (all of it, or the rest after a
     * partial refund made in the provider's dashboard, decision 043) and records the refund by its
     * id; 409 when no payment of it was received or nothing is left, 502 (`refund_failed`) when the
     * provider does not take the refund.
     */
    async refund(orderId: string): Promise<OrderPaymentRefund> {
      const payment = await paymentOfOrder(db, orderId);
      if (payment?.status !== 'fulfilled' || !payment.providerSessionId) {
        throw new DomainError('conflict', 'No card payment of this order was received: nothing to refund.');
      }
      const provider = paypal && payment.provider === paypal.name ? paypal : checkout;
      if (payment.provider !== provider.name) {
        throw new DomainError(
          'conflict',
          `This order was paid through ${payment.provider}; refund it there (this shop now uses ${checkout.name}).`,
        );
      }
      const rest =
        payment.amountCents - (await refundedCentsOf(db, payment.id, { besidesOrderRefund: true }));
      if (rest <= 0) throw new DomainError('conflict', 'All of this payment was refunded already.');
      try {
        const refund = await provider.refund({
          providerSessionId: payment.providerSessionId,
          amountCents: rest,
          idempotencyKey: refundKeyOf(orderId),
        });
        // Known by its id before the order records it: PayPal's event about it changes nothing.
        await db
          .insert(paymentRefunds)
          .values({
            id: refund.id,
            paymentId: payment.id,
            kind: ORDER_REFUND_KIND,
            amountCents: refund.amountCents,
            reason: 'The shop refunded the order.',
          })
          .onConflictDoNothing();
        return { amountCents: refund.amountCents, providerRefundId: refund.id };
      } catch (err) {
        if (err instanceof RefundFailedError) throw refundFailed();
        throw err;
      }
    },
  };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
