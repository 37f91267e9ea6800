/**
 * A PIN order as its table keeps it, the names of its jobs, what every use case of an order is
 * given, and the reads they share: the order by id (locked or not) and where its e-mail goes.
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import type { OrderEvents } from './order-events.js';

export type Order = typeof orders.$inferSelect;

/** A refund the payment provider made of an order's card payment. */
export interface CardRefund {
  amountCents: number;
  providerRefundId: string;
}

/** Obtains a paid order's PIN from the PIN provider (fulfil-order-job.ts). */
export const FULFIL_ORDER_JOB = 'fulfil-order';

/**
 * Refunds the card of an order the supplier gave up on (refund-failed-order-job.ts), queued in the
 * transaction that fails it. The kind keeps its first name for jobs already queued.
 */
export const REFUND_FAILED_ORDER_JOB = 'refund-card-order';

/** What every use case of an order that writes and e-mails is given. */
export interface OrderDeps {
  db: Db;
  brand: string;
  supportEmail: string;
  /** The shop's public address, for the links in its e-mails (the help page's PIN steps). */
  publicUrl: string;
  onMailQueued: () => void;
  /** Who is told what happened to an order (webhooks); none when absent. */
  events?: OrderEvents | undefined;
}

export async function findOrder(db: DbOrTx, orderId: string): Promise<Order | undefined> {
  return db.query.orders.findFirst({ where: eq(orders.id, orderId) });
}

/** Reads an order in the caller's transaction, locking its row until the transaction ends. */
export async function lockOrder(tx: DbOrTx, orderId: string): Promise<Order | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/**
 * Where the PIN e-mail goes: the invoice address of a card order, else the customer's address. A PIN
 * is the goods bought, so it is sent whatever the customer's notification setting says.
 */
export function pinRecipient(order: Order, customer: { email: string } | null): string | null {
  return order.email ?? customer?.email ?? null;
}

/** Where an order's e-mail goes, read in the transaction that writes it. */
export async function recipientOf(tx: DbOrTx, order: Order): Promise<string | null> {
  const [customer] = order.userId
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId))
    : [];
  return pinRecipient(order, customer ?? null);
}
