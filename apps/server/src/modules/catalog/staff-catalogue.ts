/**
 * The back-office's reads and writes of the catalogue (issue 12): every variant with its id and
 * state, one added or enabled or disabled. Here because the catalogue tables are this module's
 * (decision 020); the CSV import and the code price are service.ts's `addVariants` and
 * `setCodePrice`, which the CLI uses too.
 */
import { asc, eq } from 'drizzle-orm';
import type { AdminVariant } from '@navihub/contract/backoffice-catalogue';
import { compareVersions, sortComands } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import { headUnits, variants } from '../../db/schema.js';

const variantColumns = {
  id: variants.id,
  comand: headUnits.name,
  map_region: variants.mapRegion,
  version: variants.version,
  active: variants.active,
};

/** Every variant, the disabled ones too, in the shop's order (head unit, region, version). */
export async function listAllVariants(db: DbOrTx): Promise<AdminVariant[]> {
  const rows = await db
    .select(variantColumns)
    .from(variants)
    .innerJoin(headUnits, eq(headUnits.id, variants.headUnitId))
    .orderBy(asc(variants.id));
  const order = sortComands([...new Set(rows.map((r) => r.comand))]);
  return rows.sort(
    (a, b) =>
      order.indexOf(a.comand) - order.indexOf(b.comand) ||
      a.map_region.localeCompare(b.map_region) ||
      compareVersions(a.version, b.version),
  );
}

export async function findVariantById(db: DbOrTx, id: number): Promise<AdminVariant | undefined> {
  const [row] = await db
    .select(variantColumns)
    .from(variants)
    .innerJoin(headUnits, eq(headUnits.id, variants.headUnitId))
    .where(eq(variants.id, id));
  return row;
}

/** Adds one variant (and its head unit); undefined when the catalogue has it already (even disabled). */
export async function insertVariant(
  tx: DbOrTx,
  v: { comand: string; mapRegion: string; version: string },
): Promise<AdminVariant | undefined> {
  await tx.insert(headUnits).values({ name: v.comand }).onConflictDoNothing({ target: headUnits.name });
  const unit = await tx.query.headUnits.findFirst({ where: eq(headUnits.name, v.comand) });
  const [row] = await tx
    .insert(variants)
    .values({ headUnitId: unit!.id, mapRegion: v.mapRegion, version: v.version, active: true })
    .onConflictDoNothing({ target: [variants.headUnitId, variants.mapRegion, variants.version] })
    .returning({ id: variants.id });
  return row ? findVariantById(tx, row.id) : undefined;
}

/** Offers a variant again or stops offering it; undefined when there is no such variant. */
export async function setVariantActive(tx: DbOrTx, id: number, active: boolean) {
  const [row] = await tx
    .update(variants)
    .set({ active })
    .where(eq(variants.id, id))
    .returning({ id: variants.id });
  return row ? findVariantById(tx, row.id) : undefined;
}
