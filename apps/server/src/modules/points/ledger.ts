/**
 * The one home of points: every ledger row and balance change goes through this module. Points
 * move only through ledger rows with a unique (reason, reference): crediting the same purchase
 * twice is a no-op. The one debit, a point for a generated code, is a step of the generate
 * statement `take_entitlement_and_order` (PL/pgSQL, docs/decisions/008 and 010), called through
 * codes/take-entitlement.ts; no TypeScript writes a debit.
 */
import { and, eq, sql } from 'drizzle-orm';
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
