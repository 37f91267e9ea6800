/**
 * The customer's own data (decision 055): their export, their account's deletion, and an admin's
 * deletion on their request. Built by the plugin from the database and Google's verification.
 */
import { eq } from 'drizzle-orm';
import type { DeleteAccountRequest } from '@navihub/contract/account-data';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../lib/domain-errors.js';
import { recordAudit, type Actor } from '../audit/index.js';
import type { User } from '../auth/index.js';
import { checkOwnerProof, staffAccountRefused, type GoogleProof } from './delete-account.js';
import { eraseAccount } from './erase-account.js';
import { collectAccountExport } from './export.js';

export function createAccountDataService({ db, google }: { db: Db; google: GoogleProof }) {
  /** Everything about the account; undefined when it no longer exists. */
  const exportOf = (userId: number, now = new Date()) => collectAccountExport(db, userId, now);

  /** The owner deletes their account, proven by `proof`; staff accounts are refused. */
  async function deleteOwn(user: User, proof: DeleteAccountRequest): Promise<void> {
    if (user.role !== 'customer') throw staffAccountRefused();
    await checkOwnerProof(user, proof, google);
    await db.transaction((tx) => eraseAccount(tx, user.id));
  }

  /**
   * An admin deletes a customer's account on their request, with the audit entry in the same
   * transaction: the counts only, as the log is kept for good and must not keep the address.
   */
  async function deleteByStaff(admin: Actor, customerId: number, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, customerId));
      if (!target) throw notFound();
      if (target.role !== 'customer') throw staffAccountRefused();
      const summary = await eraseAccount(tx, customerId);
      if (!summary) throw notFound();
      await recordAudit(tx, admin, {
        action: 'customer.deleted',
        subjectType: 'customer',
        subjectId: customerId,
        reason,
        after: {
          orders_kept: summary.ordersKept,
          orders_deleted: summary.ordersDeleted,
          payments_kept: summary.paymentsKept,
          payments_deleted: summary.paymentsDeleted,
        },
      });
    });
  }

  return { exportOf, deleteOwn, deleteByStaff };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
