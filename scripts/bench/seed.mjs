// Bench-only: creates N customers with many points directly in the shop's database (run before
// the shop starts when it is on PGlite). Uses the built server modules.
import { hash } from '@node-rs/argon2';
import { loadConfig } from '../../apps/server/dist/config.js';
import { openShopDatabase } from '../../apps/server/dist/cli/context.js';
import { users } from '../../apps/server/dist/db/schema.js';
import { creditPoints, toolId } from '../../apps/server/dist/modules/points/ledger.js';

const count = Number(process.argv[2] ?? 50);
const password = process.argv[3] ?? 'bench password 1';
const database = await openShopDatabase(loadConfig());
const passwordHash = await hash(password, { algorithm: 2 });
const tool = await toolId(database.db, 'Navigation codes tokens');
for (let i = 0; i < count; i++) {
  const [user] = await database.db
    .insert(users)
    .values({ email: `bench${i}@example.com`, passwordHash, receiveEmail: false })
    .onConflictDoNothing()
    .returning();
  if (user) {
    await creditPoints(database.db, {
      userId: user.id,
      toolId: tool,
      amount: 1_000_000,
      reason: 'bench',
      reference: String(user.id),
    });
  }
}
await database.close();
