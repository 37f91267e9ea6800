/**
 * The back-office's reads and writes of bundles (issue 12): every bundle, the hidden ones too, one
 * added or changed. Here because the bundle tables are this module's (decision 020).
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { subscriptionBundles, tokenBundles } from '../../db/schema.js';

export type TokenBundleRow = typeof tokenBundles.$inferSelect;
export type SubscriptionBundleRow = typeof subscriptionBundles.$inferSelect;
export type TokenBundleValues = Omit<TokenBundleRow, 'id'>;
export type SubscriptionBundleValues = Omit<SubscriptionBundleRow, 'id'>;

export const listAllTokenBundles = (db: DbOrTx) =>
  db.select().from(tokenBundles).orderBy(asc(tokenBundles.priceCents), asc(tokenBundles.id));

export const listAllSubscriptionBundles = (db: DbOrTx) =>
  db
    .select()
    .from(subscriptionBundles)
    .orderBy(asc(subscriptionBundles.durationDays), asc(subscriptionBundles.id));

export async function insertTokenBundle(tx: DbOrTx, values: TokenBundleValues): Promise<TokenBundleRow> {
  const [row] = await tx.insert(tokenBundles).values(values).returning();
  return row!;
}

export async function insertSubscriptionBundle(
  tx: DbOrTx,
  values: SubscriptionBundleValues,
): Promise<SubscriptionBundleRow> {
  const [row] = await tx.insert(subscriptionBundles).values(values).returning();
  return row!;
}

/** The bundle, its row locked until the transaction ends. */
export async function lockTokenBundle(tx: DbOrTx, id: number): Promise<TokenBundleRow | undefined> {
  const [row] = await tx.select().from(tokenBundles).where(eq(tokenBundles.id, id)).for('update');
  return row;
}

export async function lockSubscriptionBundle(
  tx: DbOrTx,
  id: number,
): Promise<SubscriptionBundleRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptionBundles)
    .where(eq(subscriptionBundles.id, id))
    .for('update');
  return row;
}

export async function updateTokenBundle(
  tx: DbOrTx,
  id: number,
  values: Partial<TokenBundleValues>,
): Promise<TokenBundleRow> {
  const [row] = await tx.update(tokenBundles).set(values).where(eq(tokenBundles.id, id)).returning();
  return row!;
}

export async function updateSubscriptionBundle(
  tx: DbOrTx,
  id: number,
  values: Partial<SubscriptionBundleValues>,
): Promise<SubscriptionBundleRow> {
  const [row] = await tx
    .update(subscriptionBundles)
    .set(values)
    .where(eq(subscriptionBundles.id, id))
    .returning();
  return row!;
}
