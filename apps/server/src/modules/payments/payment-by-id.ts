/** One payment by our id, for a module that refunds it (withdrawals, decision 056); undefined when none. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type { Payment } from './context.js';

export async function paymentById(db: DbOrTx, paymentId: string): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}
