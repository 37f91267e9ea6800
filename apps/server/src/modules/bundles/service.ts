/** Token bundles and subscription bundles on offer. */
import { asc, eq, and } from 'drizzle-orm';
import type { SubscriptionBundle, TokenBundle } from '@navihub/contract/bundles';
import { DEFAULT_LOCALE, type Locale } from '@navihub/contract/locales';
import { bundlePriceCents, centsToAmount } from '@navihub/contract/rules';
import type { Db, DbOrTx } from '../../db/client.js';
import { subscriptionBundles, tokenBundles } from '../../db/schema.js';

type TokenRow = typeof tokenBundles.$inferSelect;
type SubscriptionRow = typeof subscriptionBundles.$inferSelect;

/** A bundle's name in a language: staff's name for it (decision 070), else the default name. */
export const bundleName = (b: { name: string; names: Record<string, string> }, locale: Locale) =>
  (locale === DEFAULT_LOCALE ? undefined : b.names[locale]) || b.name;

export const toTokenBundle = (b: TokenRow, locale: Locale = DEFAULT_LOCALE): TokenBundle => ({
  id: b.id,
  name: bundleName(b, locale),
  price: centsToAmount(b.priceCents),
  discount: b.discountPercent,
  discount_price: centsToAmount(bundlePriceCents(b)),
  tokens: b.tokens,
});

export const toSubscriptionBundle = (
  b: SubscriptionRow,
  locale: Locale = DEFAULT_LOCALE,
): SubscriptionBundle => ({
  id: b.id,
  name: bundleName(b, locale),
  price: centsToAmount(b.priceCents),
  discount: b.discountPercent,
  discount_price: centsToAmount(bundlePriceCents(b)),
  duration: b.durationDays,
});

export async function listTokenBundles(db: DbOrTx, locale: Locale = DEFAULT_LOCALE): Promise<TokenBundle[]> {
  const rows = await db
    .select()
    .from(tokenBundles)
    .where(eq(tokenBundles.active, true))
    .orderBy(asc(tokenBundles.priceCents));
  return rows.map((row) => toTokenBundle(row, locale));
}

/** Sorted by duration, shortest first (spec §2). */
export async function listSubscriptionBundles(
  db: DbOrTx,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SubscriptionBundle[]> {
  const rows = await db
    .select()
    .from(subscriptionBundles)
    .where(eq(subscriptionBundles.active, true))
    .orderBy(asc(subscriptionBundles.durationDays), asc(subscriptionBundles.id));
  return rows.map((row) => toSubscriptionBundle(row, locale));
}

export const findTokenBundle = (db: DbOrTx, id: number) =>
  db.query.tokenBundles.findFirst({ where: and(eq(tokenBundles.id, id), eq(tokenBundles.active, true)) });
export const findSubscriptionBundle = (db: DbOrTx, id: number) =>
  db.query.subscriptionBundles.findFirst({
    where: and(eq(subscriptionBundles.id, id), eq(subscriptionBundles.active, true)),
  });

/**
 * A bundle's names and terms now, hidden or not: what its invoice says was sold (decision 076).
 */
export async function tokenBundleSold(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ name: tokenBundles.name, names: tokenBundles.names, tokens: tokenBundles.tokens })
    .from(tokenBundles)
    .where(eq(tokenBundles.id, id));
  return row;
}

export async function subscriptionBundleSold(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      name: subscriptionBundles.name,
      names: subscriptionBundles.names,
      days: subscriptionBundles.durationDays,
    })
    .from(subscriptionBundles)
    .where(eq(subscriptionBundles.id, id));
  return row;
}

/**
 * What a bundle gives now, hidden or not: for a payment opened before its terms were recorded on it
 * (decision 044).
 */
export async function currentTokens(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ tokens: tokenBundles.tokens })
    .from(tokenBundles)
    .where(eq(tokenBundles.id, id));
  return row?.tokens;
}

export async function currentDurationDays(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ days: subscriptionBundles.durationDays })
    .from(subscriptionBundles)
    .where(eq(subscriptionBundles.id, id));
  return row?.days;
}

/** Every bundle's tokens and days by id, the hidden ones too: what a customer's purchases gave. */
export async function bundleTerms(
  db: DbOrTx,
): Promise<{ tokens: Map<number, number>; days: Map<number, number> }> {
  const [tokens, days] = await Promise.all([
    db.select({ id: tokenBundles.id, tokens: tokenBundles.tokens }).from(tokenBundles),
    db
      .select({ id: subscriptionBundles.id, days: subscriptionBundles.durationDays })
      .from(subscriptionBundles),
  ]);
  return {
    tokens: new Map(tokens.map((b) => [b.id, b.tokens])),
    days: new Map(days.map((b) => [b.id, b.days])),
  };
}

/** The bundles an empty shop starts with. */
export async function seedBundles(db: DbOrTx): Promise<void> {
  const anyToken = await db.select({ id: tokenBundles.id }).from(tokenBundles).limit(1);
  if (anyToken.length === 0) {
    await db.insert(tokenBundles).values([
      { name: 'Reseller bundle: 10 tokens', priceCents: 39000, discountPercent: 20, tokens: 10 },
      { name: 'Workshop bundle: 10 tokens', priceCents: 39000, discountPercent: 0, tokens: 10 },
    ]);
  }
  const anySub = await db.select({ id: subscriptionBundles.id }).from(subscriptionBundles).limit(1);
  if (anySub.length === 0) {
    await db.insert(subscriptionBundles).values([
      { name: '12 months unlimited', priceCents: 149900, discountPercent: 20, durationDays: 365 },
      { name: '1 month unlimited', priceCents: 19900, discountPercent: 0, durationDays: 30 },
      { name: '3 months unlimited', priceCents: 49900, discountPercent: 10, durationDays: 90 },
    ]);
  }
}

/** The bundles on offer, as the shop's routes list them. */
export function createBundleOffers({ db }: { db: Db }) {
  return {
    tokenBundles: (locale: Locale) => listTokenBundles(db, locale),
    subscriptionBundles: (locale: Locale) => listSubscriptionBundles(db, locale),
  };
}
export type BundleOffers = ReturnType<typeof createBundleOffers>;
