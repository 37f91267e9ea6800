/** Reference data every shop needs; safe to run at every start (inserts only what is missing). */
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import type { DbOrTx } from './client.js';
import { tools } from './schema.js';

export async function seedDatabase(db: DbOrTx): Promise<void> {
  await db.insert(tools).values({ name: NAVIGATION_TOOL }).onConflictDoNothing({ target: tools.name });
}
