/**
 * Points given or taken by hand (issue 12): by staff in the back-office and by the operator's CLI
 * (`npm run accounts -- grant-points|points`). One ledger entry with the reason and a unique
 * reference, and the audit entry, in one transaction (decision 069: the use case lives with the
 * ledger; the back-office adds its staff limits through `beforeChange` and `inChange`).
 */
import { randomUUID } from 'node:crypto';
import { POINTS_ADJUSTMENT_MAX } from '@navihub/contract/backoffice-customers';
import { messages } from '@navihub/contract/messages';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import type { Db, DbOrTx } from '../../db/client.js';
import { DomainError, invalidField, notFound } from '../../lib/domain-errors.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { findUserById } from '../auth/index.js';
import { adjustPoints, balance, toolId } from './ledger.js';

export interface CustomerPointsChecks {
  /** Runs once the request is valid, before the transaction (the back-office: not one's own account). */
  beforeChange?: () => void;
  /** Runs in the transaction before the ledger is written (the back-office: counts the staff's limits). */
  inChange?: (tx: DbOrTx) => Promise<void>;
}

/**
 * Gives (positive) or takes (negative) `customerId`'s navigation points; the balance after. Taking
 * more than the balance is a 409 and changes nothing; of two taking the last point at once, one is
 * refused. An unknown customer is a 404.
 */
export async function adjustCustomerPoints(
  db: Db,
  actor: Actor,
  customerId: number,
  input: { points: number; reason: string },
  checks: CustomerPointsChecks = {},
): Promise<number> {
  const { points } = input;
  const reason = input.reason.trim();
  if (!Number.isInteger(points)) throw invalidField('points', messages.notAnInteger);
  if (points === 0) throw invalidField('points', 'Give or take at least one point.');
  if (Math.abs(points) > POINTS_ADJUSTMENT_MAX)
    throw invalidField('points', `At most ${POINTS_ADJUSTMENT_MAX} points at once.`);
  if (!reason) throw invalidField('reason', messages.required);
  checks.beforeChange?.();
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, customerId);
    if (!user) throw notFound();
    await checks.inChange?.(tx);
    const tool = await toolId(tx, NAVIGATION_TOOL);
    const after = await adjustPoints(tx, {
      userId: customerId,
      toolId: tool,
      delta: points,
      reason,
      reference: `backoffice:${randomUUID()}`,
    });
    if (after === undefined) {
      const has = await balance(tx, customerId, tool);
      throw new DomainError(
        'conflict',
        `The customer has ${has} point${has === 1 ? '' : 's'}: at most ${has} can be taken.`,
      );
    }
    await recordAudit(tx, actor, {
      action: 'customer.points',
      subjectType: 'customer',
      subjectId: customerId,
      reason,
      before: { points: after - points },
      after: { points: after },
    });
    return after;
  });
}
