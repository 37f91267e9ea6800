/** Reference data every shop needs; safe to run at every start (fills only what is empty). */
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import type { DbOrTx } from '../db/client.js';
import { headUnits, prices, tools } from '../db/schema.js';
import { DEMO_PRICE_CENTS, DEMO_VARIANTS } from '../modules/catalog/index.js';
import { addVariants, NAVIGATION_CODE_PRICE } from '../modules/catalog/index.js';
import { seedBundles } from '../modules/bundles/index.js';

export async function seedDatabase(db: DbOrTx): Promise<void> {
  await db.insert(tools).values({ name: NAVIGATION_TOOL }).onConflictDoNothing({ target: tools.name });
  await db
    .insert(prices)
    .values({ code: NAVIGATION_CODE_PRICE, amountCents: DEMO_PRICE_CENTS })
    .onConflictDoNothing();
  // The demo catalogue only goes into an empty catalogue, so operators' edits survive restarts.
  const anyUnit = await db.select({ id: headUnits.id }).from(headUnits).limit(1);
  if (anyUnit.length === 0) await addVariants(db, DEMO_VARIANTS);
  await seedBundles(db);
}
