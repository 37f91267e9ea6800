/** Enqueueing background work: one jobs row, written inside the caller's transaction. */
import type { DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

export async function enqueueJob(
  db: DbOrTx,
  kind: string,
  payload: Record<string, unknown>,
  runAt?: Date,
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, ...(runAt ? { runAt } : {}) })
    .returning({ id: jobs.id });
  return row!.id;
}
