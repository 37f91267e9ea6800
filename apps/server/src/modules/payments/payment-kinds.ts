/**
 * What a payment sells is its owner's business, not the payments module's (decision 049): the
 * module that sells a kind of payment registers what granting it, giving up on it and refunding it
 * mean, once at start-up (orders for `pin`, bundles for `token_bundle` and `subscription_bundle`).
 * Payments calls these steps inside its own transactions and knows nothing else of what it sells.
 */
import type { DbOrTx } from '../../db/client.js';
import type { payments, testPayments } from '../../db/schema.js';
import type { InvoiceItem } from '../invoices/index.js';

type Payment = typeof payments.$inferSelect;
type TestPayment = typeof testPayments.$inferSelect;

/** Money of a payment given back, as its sale records it (decision 043). */
export interface SaleRefund {
  /** The provider's id of the refund or dispute. */
  id: string;
  amountCents: number;
  reason: string;
  /** All the money given back of the payment so far, this refund included. */
  totalCents: number;
  /** All there was is given back (or the payment was never honoured). */
  full: boolean;
}

export interface Sale {
  /** Gives the customer what the payment bought, in the transaction that marks it paid; once. */
  grant(tx: DbOrTx, payment: Payment): Promise<void>;
  /** The payment will not be paid: what was written for it is let go (a PIN's pending order fails). */
  unpaid?(tx: DbOrTx, payment: Payment, reason: string): Promise<void>;
  /** Money of the payment went back (a refund at the provider, a dispute, the shop's own refund). */
  refunded?(tx: DbOrTx, payment: Payment, refund: SaleRefund): Promise<void>;
  /**
   * What the invoice says was sold, read in the transaction that issues it (decision 054): the
   * order's reference the receipt names and its particulars (head unit, region, version, VIN),
   * and what was sold as data, which the invoice writes in its language (decision 076).
   */
  invoiceParticulars?(
    tx: DbOrTx,
    payment: Payment,
  ): Promise<
    | { reference?: string | undefined; details?: string[] | undefined; item?: InvoiceItem | undefined }
    | undefined
  >;
  /**
   * A test payment of the sandbox was paid on the sandbox checkout (decision 073): what stands
   * for granting, in its transaction, once. None: a test purchase gives nothing (a bundle's).
   */
  testPaid?(tx: DbOrTx, payment: TestPayment): Promise<void>;
  /** A test payment was declined on the sandbox checkout: what was written for it is let go. */
  testUnpaid?(tx: DbOrTx, payment: TestPayment, reason: string): Promise<void>;
  /** Granting queues a job (the job worker is woken once the payment is committed). */
  queuesJob?: boolean;
}

export type PaymentKind = Payment['kind'];

export function createPaymentKinds() {
  const sales = new Map<PaymentKind, Sale>();
  return {
    /** Registers the module that sells `kind`; one per kind. */
    register(kind: PaymentKind, sale: Sale): void {
      if (sales.has(kind)) throw new Error(`payments of kind ${kind} are sold by another module already`);
      sales.set(kind, sale);
    },
    /** The sale of a kind; a kind nobody sells is a wiring mistake. */
    of(kind: PaymentKind): Sale {
      const sale = sales.get(kind);
      if (!sale) throw new Error(`no module sells payments of kind ${kind}`);
      return sale;
    },
  };
}

export type PaymentKinds = ReturnType<typeof createPaymentKinds>;
