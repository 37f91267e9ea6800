/**
 * What a staff member may do alone in the back-office (decision 042): nobody acts on their own
 * account or order; a staff member (not an admin, not the operator CLI, not the shop) gives or
 * takes at most STAFF_POINTS_PER_ACTION points at once and STAFF_POINTS_PER_DAY a UTC day, and
 * refunds at most STAFF_REFUND_LIMIT; beyond that an admin must (403 `needs_admin`).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { staffDailyPoints } from '../../db/schema.js';
import type { Actor } from '../audit/index.js';
import { isCapped, needsAdmin, ownAccount } from '../orders/index.js';

export interface StaffLimits {
  pointsPerAction: number;
  pointsPerDay: number;
  refundLimitCents: number;
  pinRevealsPerHour: number;
}

export const staffLimitsOf = (config: Config): StaffLimits => ({
  pointsPerAction: config.STAFF_POINTS_PER_ACTION,
  pointsPerDay: config.STAFF_POINTS_PER_DAY,
  refundLimitCents: config.STAFF_REFUND_LIMIT,
  pinRevealsPerHour: config.STAFF_PIN_REVEALS_PER_HOUR,
});

export { isCapped, needsAdmin, ownAccount };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The UTC day the counter counts in: the transaction's, so a grant is counted in one day. */
const today = sql`(now() at time zone 'utc')::date`;

/** Points the staff member gave or took today. */
async function pointsUsedToday(db: DbOrTx, staffId: number): Promise<number> {
  const [row] = await db
    .select({ points: staffDailyPoints.points })
    .from(staffDailyPoints)
    .where(and(eq(staffDailyPoints.staffId, staffId), eq(staffDailyPoints.day, today)));
  return row?.points ?? 0;
}

/** What the points form tells a staff member; null for whoever is not capped. */
export async function pointsLimitsFor(db: DbOrTx, actor: Actor, limits: StaffLimits | undefined) {
  if (!isCapped(actor)) return null;
  if (!limits) throw new Error('a staff member acts without the staff limits');
  const used = await pointsUsedToday(db, actor.id);
  return {
    per_action: limits.pointsPerAction,
    per_day: limits.pointsPerDay,
    left_today: Math.max(0, limits.pointsPerDay - used),
  };
}

/**
 * Counts `points` (given or taken) against a staff member's limits, in the transaction of the
 * grant: the per-day counter is raised by one guarded upsert, whose row lock makes parallel grants
 * wait for each other, so together they never pass STAFF_POINTS_PER_DAY. 403 `needs_admin` beyond.
 */
export async function countStaffPoints(
  tx: DbOrTx,
  actor: Actor,
  points: number,
  limits: StaffLimits | undefined,
): Promise<void> {
  if (!isCapped(actor)) return;
  if (!limits) throw new Error('a staff member acts without the staff limits');
  const amount = Math.abs(points);
  if (amount > limits.pointsPerAction) {
    throw needsAdmin(
      `Staff may give or take at most ${plural(limits.pointsPerAction, 'point')} at once: ask an admin for more.`,
    );
  }
  const refused = async () => {
    const left = Math.max(0, limits.pointsPerDay - (await pointsUsedToday(tx, actor.id)));
    return needsAdmin(
      `Staff may give or take at most ${plural(limits.pointsPerDay, 'point')} a day; you have ${plural(left, 'point')} left today: ask an admin for more.`,
    );
  };
  if (amount > limits.pointsPerDay) throw await refused();
  const [counted] = await tx
    .insert(staffDailyPoints)
    .values({ staffId: actor.id, day: today, points: amount })
    .onConflictDoUpdate({
      target: [staffDailyPoints.staffId, staffDailyPoints.day],
      set: { points: sql`${staffDailyPoints.points} + ${amount}` },
      setWhere: sql`${staffDailyPoints.points} + ${amount} <= ${limits.pointsPerDay}`,
    })
    .returning({ points: staffDailyPoints.points });
  if (!counted) throw await refused();
}
