/** The shop's staff (staff and admin accounts), as other modules need them: their addresses. */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** The e-mail addresses of every staff and admin account, oldest account first. */
export async function staffAddresses(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.role, ['staff', 'admin']))
    .orderBy(users.id);
  return rows.map((row) => row.email);
}
