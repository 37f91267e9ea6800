/** The end of sign-in sessions, in one place for every reason a session ends. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema.js';

/**
 * Ends every live session of a user but `keep`: their access and refresh tokens stop working at
 * once (every signed-in request and every refresh checks its session).
 */
export async function endSessions(tx: DbOrTx, userId: number, keep?: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.endedAt), keep ? ne(sessions.id, keep) : undefined),
    );
}
