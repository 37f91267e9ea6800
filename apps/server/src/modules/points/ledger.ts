/**
 * The one home of points: every ledger row and balance change goes through this module. Points
 * move only through ledger rows with a unique (reason, reference): crediting the same purchase
 * twice is a no-op. The debit of a point for a generated code is a step of the generate
 * statement `take_entitlement_and_order` (PL/pgSQL, docs/decisions/008 and 010), called through
 * codes/take-entitlement.ts; the only TypeScript debit is staff's adjustment (`adjustPoints`),
 * guarded so that the balance never goes below zero.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import { pointBalances, pointLedger, tools } from '../../db/schema.js';

export async function toolId(db: DbOrTx, toolName: string): Promise<number> {
  const tool = await db.query.tools.findFirst({ where: eq(tools.name, toolName) });
  if (!tool) throw new Error(`tool ${toolName} is not in the catalogue`);
  return tool.id;
}

/** Adds points once per (reason, reference); returns false when that credit was already made. */
export async function creditPoints(
  tx: DbOrTx,
  entry: { userId: number; toolId: number; amount: number; reason: string; reference: string },
): Promise<boolean> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0)
    throw new Error('a credit must be a positive whole number');
  const [row] = await tx
    .insert(pointLedger)
    .values({ ...entry, delta: entry.amount })
    .onConflictDoNothing({ target: [pointLedger.reason, pointLedger.reference] })
    .returning({ id: pointLedger.id });
  if (!row) return false;
  await tx
    .insert(pointBalances)
    .values({ userId: entry.userId, toolId: entry.toolId, amount: entry.amount })
    .onConflictDoUpdate({
      target: [pointBalances.userId, pointBalances.toolId],
      set: { amount: sql`${pointBalances.amount} + ${entry.amount}` },
    });
  return true;
}

/** Navigation points, the only kind the shop sells: a credit of `amount` once per (reason, reference). */
export async function creditNavigationPoints(
  tx: DbOrTx,
  entry: { userId: number; amount: number; reason: string; reference: string },
): Promise<boolean> {
  return creditPoints(tx, { ...entry, toolId: await toolId(tx, NAVIGATION_TOOL) });
}

/** A customer's balances, one per tool, as the account page lists them. */
export async function balancesOf(db: DbOrTx, userId: number) {
  return db
    .select({ pk: pointBalances.id, fk_tool_name: tools.name, amount: pointBalances.amount })
    .from(pointBalances)
    .innerJoin(tools, eq(tools.id, pointBalances.toolId))
    .where(eq(pointBalances.userId, userId))
    .orderBy(pointBalances.id);
}

export async function balance(db: DbOrTx, userId: number, tool: number): Promise<number> {
  const row = await db.query.pointBalances.findFirst({
    where: and(eq(pointBalances.userId, userId), eq(pointBalances.toolId, tool)),
  });
  return row?.amount ?? 0;
}

/**
 * Staff's grant (positive `delta`) or take (negative) of points: one ledger row with its reason
 * and unique reference, and the balance changed by the same amount. A take is refused (returns
 * undefined, nothing written) when the balance is smaller: the guarded update decides between two
 * staff taking the last point at once. Returns the new balance.
 */
export async function adjustPoints(
  tx: DbOrTx,
  entry: { userId: number; toolId: number; delta: number; reason: string; reference: string },
): Promise<number | undefined> {
  if (!Number.isInteger(entry.delta) || entry.delta === 0)
    throw new Error('an adjustment must be a non-zero whole number');
  const [changed] =
    entry.delta > 0
      ? await tx
          .insert(pointBalances)
          .values({ userId: entry.userId, toolId: entry.toolId, amount: entry.delta })
          .onConflictDoUpdate({
            target: [pointBalances.userId, pointBalances.toolId],
            set: { amount: sql`${pointBalances.amount} + ${entry.delta}` },
          })
          .returning({ amount: pointBalances.amount })
      : await tx
          .update(pointBalances)
          .set({ amount: sql`${pointBalances.amount} + ${entry.delta}` })
          .where(
            and(
              eq(pointBalances.userId, entry.userId),
              eq(pointBalances.toolId, entry.toolId),
              sql`${pointBalances.amount} + ${entry.delta} >= 0`,
            ),
          )
          .returning({ amount: pointBalances.amount });
  if (!changed) return undefined;
  await tx.insert(pointLedger).values({
    userId: entry.userId,
    toolId: entry.toolId,
    delta: entry.delta,
    reason: entry.reason,
    reference: entry.reference,
  });
  return changed.amount;
}

/** The balance of one tool for each of `userIds` (0 when none). */
export async function balancesFor(db: DbOrTx, tool: number, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: pointBalances.userId, amount: pointBalances.amount })
    .from(pointBalances)
    .where(and(eq(pointBalances.toolId, tool), inArray(pointBalances.userId, userIds)));
  return new Map(rows.map((r) => [r.userId, r.amount]));
}

/** A customer's newest ledger entries, newest first, with the tool's name. */
export async function ledgerEntriesOf(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      id: pointLedger.id,
      at: pointLedger.createdAt,
      tool: tools.name,
      delta: pointLedger.delta,
      reason: pointLedger.reason,
      reference: pointLedger.reference,
    })
    .from(pointLedger)
    .innerJoin(tools, eq(tools.id, pointLedger.toolId))
    .where(eq(pointLedger.userId, userId))
    .orderBy(desc(pointLedger.id))
    .limit(limit);
}

/**
 * Takes back, once, the points a credit gave (a bundle refunded at the provider, decision 043):
 * the credit's ledger entry (`creditReason`, `reference`) says who got how many of which tool;
 * as many as the balance still holds are taken, in one ledger row (`takeReason`, `reference`).
 * Undefined when there was no such credit or it was taken back already; else how many were
 * credited and how many taken (fewer when the customer spent some).
 */
export async function takeBackCredit(
  tx: DbOrTx,
  entry: { creditReason: string; takeReason: string; reference: string },
): Promise<{ userId: number; credited: number; taken: number } | undefined> {
  const credit = await tx.query.pointLedger.findFirst({
    where: and(eq(pointLedger.reason, entry.creditReason), eq(pointLedger.reference, entry.reference)),
  });
  if (!credit || credit.delta <= 0) return undefined;
  const [claimed] = await tx
    .insert(pointLedger)
    .values({
      userId: credit.userId,
      toolId: credit.toolId,
      delta: 0,
      reason: entry.takeReason,
      reference: entry.reference,
    })
    .onConflictDoNothing({ target: [pointLedger.reason, pointLedger.reference] })
    .returning({ id: pointLedger.id });
  if (!claimed) return undefined;
  const [held] = await tx
    .select({ amount: pointBalances.amount })
    .from(pointBalances)
    .where(and(eq(pointBalances.userId, credit.userId), eq(pointBalances.toolId, credit.toolId)))
    .for('update');
  const taken = Math.min(credit.delta, Math.max(0, held?.amount ?? 0));
  if (taken > 0) {
    await tx
      .update(pointBalances)
      .set({ amount: sql`${pointBalances.amount} - ${taken}` })
      .where(and(eq(pointBalances.userId, credit.userId), eq(pointBalances.toolId, credit.toolId)));
    await tx.update(pointLedger).set({ delta: -taken }).where(eq(pointLedger.id, claimed.id));
  }
  return { userId: credit.userId, credited: credit.delta, taken };
}
