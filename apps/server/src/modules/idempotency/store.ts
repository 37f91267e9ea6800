/**
 * The idempotency keys' table (docs/decisions/053). A request takes its key with one insert, unique
 * on account and key, before any work: whoever inserts runs the request, everyone else reads the
 * row. The answer is written to the row before it is sent.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';

/** How long a key is kept: a retry within this answers the first answer (at least 24 h). */
export const IDEMPOTENCY_KEY_HOURS = 24;

export type Claim =
  | { kind: 'run'; id: number }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'in-flight' }
  | { kind: 'reused' };

/**
 * Takes the key for this request, or says what became of it. A key left in flight longer than
 * `staleAfterMs` (its process died mid-request; no request runs that long) is taken over by the
 * same request.
 */
export async function claimKey(
  db: Db,
  input: { userId: number; key: string; requestHash: string; staleAfterMs: number },
): Promise<Claim> {
  const staleBefore = new Date(Date.now() - input.staleAfterMs);
  const [taken] = await db
    .insert(idempotencyKeys)
    .values({ userId: input.userId, key: input.key, requestHash: input.requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { createdAt: sql`now()` },
      setWhere: and(
        eq(idempotencyKeys.status, 'in_flight'),
        lt(idempotencyKeys.createdAt, staleBefore),
        eq(idempotencyKeys.requestHash, input.requestHash),
      ),
    })
    .returning({ id: idempotencyKeys.id });
  if (taken) return { kind: 'run', id: taken.id };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)));
  // Swept or released between the insert and this read: the caller may simply retry.
  if (!row) return { kind: 'in-flight' };
  if (row.requestHash !== input.requestHash) return { kind: 'reused' };
  if (row.status === 'in_flight' || row.responseStatus === null || row.responseBody === null) {
    return { kind: 'in-flight' };
  }
  return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
}

/** Keeps the answer of the request that took the key. */
export async function keepAnswer(db: Db, id: number, status: number, body: string): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: status, responseBody: body })
    .where(eq(idempotencyKeys.id, id));
}

/** Gives the key back (a 5xx): the next request with it runs again. */
export async function releaseKey(db: Db, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** The retention sweep's part: keys older than IDEMPOTENCY_KEY_HOURS. Answers how many went. */
export async function purgeIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3600_000);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}
