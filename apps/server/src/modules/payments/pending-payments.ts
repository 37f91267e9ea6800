/** Card payments started and neither paid, failed nor expired yet (read by the operator's metrics). */
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';

export async function countPendingPayments(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(eq(payments.status, 'pending'));
  return row?.n ?? 0;
}
