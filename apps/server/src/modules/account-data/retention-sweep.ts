/**
 * What the shop forgets about people after a while (issue 33; decision 055), swept by the retention
 * loop: the IP addresses of orders and payments after IP_RETENTION_DAYS, mail that could not be
 * sent (its body is still there) after MAIL_RETENTION_DAYS, and accounts never confirmed after
 * UNCONFIRMED_ACCOUNT_DAYS (erased as a deletion would). Each step is safe to run twice at once.
 */
import { and, eq, isNotNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bulkOrders, orders, outbox, payments } from '../../db/schema.js';
import { eraseAccount, unconfirmedAccountsOlderThan } from './erase-account.js';

/** The retention periods, in days; the privacy page states them (`retentionPeriods(config)`). */
export interface RetentionPeriods {
  ipDays: number;
  mailDays: number;
  unconfirmedAccountDays: number;
}

export function retentionPeriods(config: {
  IP_RETENTION_DAYS: number;
  MAIL_RETENTION_DAYS: number;
  UNCONFIRMED_ACCOUNT_DAYS: number;
}): RetentionPeriods {
  return {
    ipDays: config.IP_RETENTION_DAYS,
    mailDays: config.MAIL_RETENTION_DAYS,
    unconfirmedAccountDays: config.UNCONFIRMED_ACCOUNT_DAYS,
  };
}

/** Accounts erased per sweep at most: a backlog is worked off over the next sweeps. */
const ACCOUNTS_PER_SWEEP = 200;

const olderThan = (column: AnyColumn, days: number) =>
  sql`${column} < now() - make_interval(days => ${days})`;

export async function sweepPersonalData(db: Db, periods: RetentionPeriods) {
  const ordersForgotten = await db
    .update(orders)
    .set({ userIp: null, requestIp: null })
    .where(
      and(
        or(isNotNull(orders.userIp), isNotNull(orders.requestIp)),
        olderThan(orders.createdAt, periods.ipDays),
      ),
    )
    .returning({ id: orders.id });
  const paymentsForgotten = await db
    .update(payments)
    .set({ userIp: null, requestIp: null })
    .where(
      and(
        or(isNotNull(payments.userIp), isNotNull(payments.requestIp)),
        olderThan(payments.createdAt, periods.ipDays),
      ),
    )
    .returning({ id: payments.id });
  const bulkOrdersForgotten = await db
    .update(bulkOrders)
    .set({ requestIp: null })
    .where(and(isNotNull(bulkOrders.requestIp), olderThan(bulkOrders.createdAt, periods.ipDays)))
    .returning({ id: bulkOrders.id });
  const failedMail = await db
    .delete(outbox)
    .where(and(eq(outbox.status, 'failed'), olderThan(outbox.createdAt, periods.mailDays)))
    .returning({ id: outbox.id });

  let accounts = 0;
  const due = await db.transaction((tx) =>
    unconfirmedAccountsOlderThan(tx, periods.unconfirmedAccountDays, ACCOUNTS_PER_SWEEP),
  );
  for (const id of due) {
    // Each on its own: one that fails (or was confirmed meanwhile) does not hold back the rest.
    const erased = await db.transaction(async (tx) => {
      const still = await unconfirmedAccountsOlderThan(tx, periods.unconfirmedAccountDays, 1, id);
      return still.length ? eraseAccount(tx, id) : undefined;
    });
    if (erased) accounts++;
  }
  return {
    ips: ordersForgotten.length + paymentsForgotten.length + bulkOrdersForgotten.length,
    failedMail: failedMail.length,
    unconfirmedAccounts: accounts,
  };
}
