/**
 * The erasure of one account (GDPR art. 17; decision 055, which lists what each table keeps). What
 * the law keeps — the sold orders and taken payments (10 years, § 147 AO, § 257 HGB) — stays,
 * without the personal data it does not need; everything else about the account is deleted, the
 * account row last, so its address can register again and its sessions (and with them every
 * access and refresh token) end at once. Runs in the caller's transaction.
 */
import { and, eq, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orders, outbox, paymentRefunds, payments, users } from '../../db/schema.js';
import { forgetConsents } from '../consents/index.js';
import { invoicedRecordsOf } from './invoices-link.js';

export interface ErasureSummary {
  ordersKept: number;
  ordersDeleted: number;
  paymentsKept: number;
  paymentsDeleted: number;
}

/** Erases the account `userId`; undefined when there is none (already erased: a repeated call). */
export async function eraseAccount(tx: Tx, userId: number): Promise<ErasureSummary | undefined> {
  // The row lock makes a second erasure at the same moment wait, then find nothing.
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return undefined;
  const invoiced = await invoicedRecordsOf(tx, userId);

  // A payment is a business record once money moved or may still move: fulfilled, still open at
  // the provider (pending), or with a refund recorded or queued.
  const paymentKept = or(
    inArray(payments.status, ['fulfilled', 'pending']),
    isNotNull(payments.refundQueuedAt),
    sql`exists (select 1 from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id})`,
  )!;
  const mine = eq(payments.userId, userId);
  // An order is one once it was paid (money, a point or a subscription day was taken), while its
  // card checkout is open, or when a kept payment names it.
  const orderKept = or(
    isNotNull(orders.paidAt),
    eq(orders.status, 'pending'),
    inArray(
      orders.id,
      tx
        .select({ id: sql<string>`${payments.orderId}` })
        .from(payments)
        .where(and(mine, paymentKept, isNotNull(payments.orderId))),
    ),
  )!;

  const deletedPayments = await tx
    .delete(payments)
    .where(and(mine, not(paymentKept)))
    .returning({ id: payments.id });
  const deletedOrders = await tx
    .delete(orders)
    .where(and(eq(orders.userId, userId), not(orderKept)))
    .returning({ id: orders.id });
  // A deleted order's consent goes with it; a kept order keeps its own: the time, the wording's
  // version and language, and the order it names, nothing else about the person (decision 057).
  await forgetConsents(
    tx,
    deletedOrders.map((o) => o.id),
  );

  // What stays loses the address (unless an invoice names its buyer) and the IP addresses; the VIN
  // and the PIN stay: they are what was sold. user_id goes with the account row (ON DELETE SET NULL).
  const keptOrders = await tx
    .update(orders)
    .set({
      email: invoiced.orderIds.length
        ? sql`case when ${inArray(orders.id, invoiced.orderIds)} then ${orders.email} end`
        : null,
      userIp: null,
      requestIp: null,
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  const keptPayments = await tx
    .update(payments)
    .set({
      email: invoiced.paymentIds.length
        ? sql`case when ${inArray(payments.id, invoiced.paymentIds)} then ${payments.email} end`
        : null,
      userIp: null,
      requestIp: null,
    })
    .where(mine)
    .returning({ id: payments.id });

  // Mail to the address, sent or not (a sent one's body is already gone, issue 20).
  await tx.delete(outbox).where(sql`lower(${outbox.toAddress}) = lower(${user.email})`);
  // Sessions, refresh tokens, reset and confirmation links, points, ledger, subscriptions, a staff
  // member's daily counter: ON DELETE CASCADE.
  await tx.delete(users).where(eq(users.id, userId));

  return {
    ordersKept: keptOrders.length,
    ordersDeleted: deletedOrders.length,
    paymentsKept: keptPayments.length,
    paymentsDeleted: deletedPayments.length,
  };
}

/**
 * Accounts never confirmed within `days` of sign-up (customers, with no Google link): oldest first.
 * With `onlyId`, that account if it still is one, locked until the transaction ends, so a
 * confirmation at the same moment waits for the erasure or wins before it.
 */
export async function unconfirmedAccountsOlderThan(
  tx: Tx,
  days: number,
  limit: number,
  onlyId?: number,
): Promise<number[]> {
  const query = tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.emailVerifiedAt),
        isNull(users.googleSub),
        eq(users.role, 'customer'),
        sql`${users.createdAt} < now() - make_interval(days => ${days})`,
        onlyId === undefined ? undefined : eq(users.id, onlyId),
      ),
    )
    .orderBy(users.id)
    .limit(limit);
  const rows = onlyId === undefined ? await query : await query.for('update');
  return rows.map((r) => r.id);
}
