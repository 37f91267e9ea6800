/**
 * The one way the shop gives money back (decision 049): this much of this payment, through the
 * provider that took it (Stripe, the dev checkout, PayPal or its dev page), with the caller's
 * idempotency key, so a retried or concurrent refund is made once at the provider, and recorded
 * once by the provider's refund id (`payment_refunds`). Staff's refund of an order, the automatic
 * refund of an order the supplier gave up on (orders/refund-order.ts) and the refund of money
 * taken for a payment the shop did not honour (refund-capture-job.ts) all come here.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@navihub/contract/api/errors';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { DomainError } from '../../lib/domain-errors.js';
import { RefundFailedError } from '../../providers/payment/provider.js';
import { providerOf, type Payment, type PaymentsDeps } from './context.js';
import { ORDER_REFUND_KIND, recordPaymentRefund, refundedCentsOf } from './payment-refunds.js';

export interface RefundRequest {
  /** How much to give back; absent: what is left (besides earlier refunds of this `kind`). */
  amountCents?: number | undefined;
  /** The provider's idempotency key: the same key makes the same refund once. */
  idempotencyKey: string;
  reason: string;
  /**
   * `order-refund`: the seller records it on its own sale in the caller's write (an order's
   * refund); `refund`: the payment's sale is told now (its `refunded` step).
   */
  kind: typeof ORDER_REFUND_KIND | 'refund';
  /** Runs in the transaction that records the refund. */
  onRecorded?: ((tx: DbOrTx, refund: MadeRefund) => Promise<void>) | undefined;
}

/** A refund the provider made. */
export interface MadeRefund {
  amountCents: number;
  providerRefundId: string;
}

const refundFailed = () =>
  new DomainError('provider-failed', ERROR_CODES.refund_failed, { code: 'refund_failed' });

export function createRefundPayment(deps: Pick<PaymentsDeps, 'db' | 'checkout' | 'paypal' | 'kinds'>) {
  const { db } = deps;

  /** The payment of an order: the one that paid it, else the newest attempt; undefined when none. */
  async function paymentOfOrder(orderId: string): Promise<Payment | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(sql`${payments.status} = 'fulfilled' desc`, desc(payments.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Refunds `amountCents` (or what is left) of the payment through its provider and records it;
   * 409 when it was made through a provider this shop no longer uses or nothing is left, 502
   * (`refund_failed`) when the provider does not take the refund.
   */
  async function refundPayment(payment: Payment, request: RefundRequest): Promise<MadeRefund> {
    if (!payment.providerSessionId) {
      throw new DomainError('conflict', 'No card payment of this order was received: nothing to refund.');
    }
    const provider = providerOf(deps, payment);
    if (payment.provider !== provider.name) {
      throw new DomainError(
        'conflict',
        `This order was paid through ${payment.provider}; refund it there (this shop now uses ${deps.checkout.name}).`,
      );
    }
    const amountCents =
      request.amountCents ??
      payment.amountCents -
        (await refundedCentsOf(db, payment.id, { besidesOrderRefund: request.kind === ORDER_REFUND_KIND }));
    if (amountCents <= 0) throw new DomainError('conflict', 'All of this payment was refunded already.');
    let made: MadeRefund;
    try {
      const refund = await provider.refund({
        providerSessionId: payment.providerSessionId,
        amountCents,
        idempotencyKey: request.idempotencyKey,
      });
      made = { amountCents: refund.amountCents, providerRefundId: refund.id };
    } catch (err) {
      if (err instanceof RefundFailedError) throw refundFailed();
      throw err;
    }
    // Known by its id before anyone else reports it: the provider's event about it changes nothing.
    await db.transaction(async (tx) => {
      await recordPaymentRefund(
        tx,
        deps.kinds,
        payment,
        {
          id: made.providerRefundId,
          amountCents: made.amountCents,
          reason: request.reason,
          kind: request.kind,
        },
        { apply: request.kind !== ORDER_REFUND_KIND },
      );
      await request.onRecorded?.(tx, made);
    });
    return made;
  }

  return { paymentOfOrder, refundPayment };
}

export type PaymentRefunder = ReturnType<typeof createRefundPayment>;
