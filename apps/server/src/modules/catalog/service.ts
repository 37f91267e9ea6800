/** The navigation-code catalogue: head units, their map variants and the code price. */
import { and, eq, inArray } from 'drizzle-orm';
import { centsToAmount, compareVersions, CURRENCY, sortComands } from '@navihub/contract/rules';
import type { Variant } from '@navihub/contract/codes';
import type { Db, DbOrTx } from '../../db/client.js';
import { headUnits, prices, variants } from '../../db/schema.js';

export const NAVIGATION_CODE_PRICE = 'navigation_code';

export async function listComands(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ name: headUnits.name }).from(headUnits);
  return sortComands(rows.map((r) => r.name));
}

export async function listVariants(db: DbOrTx): Promise<Variant[]> {
  const rows = await db
    .select({ comand: headUnits.name, map_region: variants.mapRegion, version: variants.version })
    .from(variants)
    .innerJoin(headUnits, eq(headUnits.id, variants.headUnitId))
    .where(eq(variants.active, true));
  const order = sortComands([...new Set(rows.map((r) => r.comand))]);
  return rows.sort(
    (a, b) =>
      order.indexOf(a.comand) - order.indexOf(b.comand) ||
      a.map_region.localeCompare(b.map_region) ||
      compareVersions(a.version, b.version),
  );
}

export async function findVariant(db: DbOrTx, v: { comand: string; mapRegion: string; version: string }) {
  const [row] = await db
    .select({
      id: variants.id,
      comand: headUnits.name,
      mapRegion: variants.mapRegion,
      version: variants.version,
    })
    .from(variants)
    .innerJoin(headUnits, eq(headUnits.id, variants.headUnitId))
    .where(
      and(
        eq(headUnits.name, v.comand),
        eq(variants.mapRegion, v.mapRegion),
        eq(variants.version, v.version),
        eq(variants.active, true),
      ),
    );
  return row;
}

export async function codePriceCents(db: DbOrTx): Promise<number> {
  const row = await db.query.prices.findFirst({ where: eq(prices.code, NAVIGATION_CODE_PRICE) });
  if (!row) throw new Error('the navigation code price is not set (npm run catalog -- set-price)');
  return row.amountCents;
}

export async function setCodePrice(db: DbOrTx, cents: number): Promise<void> {
  await db
    .insert(prices)
    .values({ code: NAVIGATION_CODE_PRICE, amountCents: cents })
    .onConflictDoUpdate({ target: prices.code, set: { amountCents: cents, updatedAt: new Date() } });
}

/** Rows a multi-row insert writes at once (4 parameters a variant: well below PostgreSQL's 65,535). */
const INSERT_BATCH = 1000;

function* batches<T>(all: readonly T[]): Generator<T[]> {
  for (let i = 0; i < all.length; i += INSERT_BATCH) yield all.slice(i, i + INSERT_BATCH);
}

/**
 * Adds variants (and their head units) that are not there yet, and offers disabled ones again;
 * returns how many were new or re-activated. Written in multi-row inserts of INSERT_BATCH rows
 * (one insert a row took 10.3 s for 20,000 rows, issue 29), in the caller's transaction.
 */
export async function addVariants(
  tx: DbOrTx,
  rows: Array<{ comand: string; mapRegion: string; version: string }>,
): Promise<number> {
  const unitIds = new Map<string, number>();
  for (const names of batches([...new Set(rows.map((r) => r.comand))])) {
    await tx
      .insert(headUnits)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing({ target: headUnits.name });
    const units = await tx
      .select({ id: headUnits.id, name: headUnits.name })
      .from(headUnits)
      .where(inArray(headUnits.name, names));
    for (const unit of units) unitIds.set(unit.name, unit.id);
  }
  // One statement may not touch a row twice (ON CONFLICT DO UPDATE): each variant once.
  const unique = new Map(rows.map((r) => [`${r.comand}\u0000${r.mapRegion}\u0000${r.version}`, r]));
  let added = 0;
  for (const batch of batches([...unique.values()])) {
    const inserted = await tx
      .insert(variants)
      .values(
        batch.map((row) => ({
          headUnitId: unitIds.get(row.comand)!,
          mapRegion: row.mapRegion,
          version: row.version,
          active: true,
        })),
      )
      .onConflictDoUpdate({
        target: [variants.headUnitId, variants.mapRegion, variants.version],
        set: { active: true },
        // An active variant is left as it is (and not counted).
        setWhere: eq(variants.active, false),
      })
      .returning({ id: variants.id });
    added += inserted.length;
  }
  return added;
}

export const priceBody = (cents: number) => ({ amount: centsToAmount(cents), currency: CURRENCY });

/** The catalogue reads the shop's routes answer from. */
export function createCatalogue({ db }: { db: Db }) {
  return {
    comands: () => listComands(db),
    variants: () => listVariants(db),
    codePriceCents: () => codePriceCents(db),
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
