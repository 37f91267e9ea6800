/**
 * The one home of subscriptions: bought days are added here, and the account page reads them
 * here. Generate's use of a subscription (its fair-use count under the row lock) is a step of the
 * generate statement `take_entitlement_and_order` (docs/decisions/008), which only reads the row.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import { subscriptions, tools } from '../../db/schema.js';
import { toolId } from '../points/index.js';

const DAY_MS = 24 * 3600 * 1000;

/** Adds `days` of the navigation tool to the customer's subscription, from the later of now and its end. */
export async function extendNavigationSubscription(
  tx: DbOrTx,
  entry: { userId: number; days: number },
): Promise<void> {
  const tool = await toolId(tx, NAVIGATION_TOOL);
  await tx
    .insert(subscriptions)
    .values({ userId: entry.userId, toolId: tool, endDate: new Date(Date.now() + entry.days * DAY_MS) })
    .onConflictDoUpdate({
      target: [subscriptions.userId, subscriptions.toolId],
      set: {
        endDate: sql`greatest(${subscriptions.endDate}, now()) + make_interval(days => ${entry.days})`,
      },
    });
}

/** A customer's subscriptions, one per tool, as the account page lists them. */
export async function subscriptionsOf(db: DbOrTx, userId: number) {
  return db
    .select({ pk: subscriptions.id, fk_tool_name: tools.name, endDate: subscriptions.endDate })
    .from(subscriptions)
    .innerJoin(tools, eq(tools.id, subscriptions.toolId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(subscriptions.id);
}

/** The end of the navigation subscription of each of `userIds` that has one running now. */
export async function navigationSubscriptionEnds(db: DbOrTx, userIds: number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const tool = await toolId(db, NAVIGATION_TOOL);
  const rows = await db
    .select({ userId: subscriptions.userId, endDate: subscriptions.endDate })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.toolId, tool),
        inArray(subscriptions.userId, userIds),
        gt(subscriptions.endDate, sql`now()`),
      ),
    );
  return new Map(rows.map((r) => [r.userId, r.endDate]));
}

/**
 * Whether the customer has an active navigation subscription, its row locked until the caller's
 * transaction ends: what a bulk order reads before counting the day's fair use (decision 061), so
 * that two uploads at once count each other's uses as generate's statement does.
 */
export async function lockActiveNavigationSubscription(tx: DbOrTx, userId: number): Promise<boolean> {
  const tool = await toolId(tx, NAVIGATION_TOOL);
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.toolId, tool),
        gt(subscriptions.endDate, sql`now()`),
      ),
    )
    .for('update');
  return row !== undefined;
}
