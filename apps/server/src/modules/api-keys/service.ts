/** A customer's API keys: create (the key shown once), list, revoke, and find the live key of a request. */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ApiKeyMode, ApiKeySummary, CreatedApiKey } from '@navihub/contract/api-keys';
import type { Db } from '../../db/client.js';
import { apiKeys, sessions } from '../../db/schema.js';
import { notFound } from '../../lib/domain-errors.js';
import { hashApiKey, isWellFormedApiKey, newApiKeyText } from './key-text.js';

/** A live key, as a request sent with it sees it. */
export interface LiveApiKey {
  id: number;
  userId: number;
  sessionId: string;
  mode: ApiKeyMode;
  readOnly: boolean;
}

/** `last_used_at` is written at most this often per key and process: not a write per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

type KeyRow = typeof apiKeys.$inferSelect;

const summaryOf = (row: KeyRow): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  mode: row.mode,
  read_only: row.readOnly,
  last_four: row.lastFour,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * A key is live while it is not revoked and its session has not ended (disabling an account ends its
 * sessions; the authenticate hooks check the account again, as for any session).
 */
const live = and(isNull(apiKeys.revokedAt), isNull(sessions.endedAt));

export function createApiKeyService(db: Db) {
  const byHash = db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      sessionId: apiKeys.sessionId,
      mode: apiKeys.mode,
      readOnly: apiKeys.readOnly,
    })
    .from(apiKeys)
    .innerJoin(sessions, eq(sessions.id, apiKeys.sessionId))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('hash')), live))
    .prepare('navihub_live_api_key');
  const lastTouched = new Map<number, number>();

  return {
    async create(
      userId: number,
      input: { name: string; mode: ApiKeyMode; read_only: boolean },
    ): Promise<CreatedApiKey> {
      const text = newApiKeyText(input.mode);
      const row = await db.transaction(async (tx) => {
        // The key's own session: revoking ends it, and so does whatever ends every session of the
        // account (a password change or reset, disabling), as for any sign-in.
        const sessionId = `key_${randomUUID()}`;
        await tx.insert(sessions).values({ id: sessionId, userId });
        const [inserted] = await tx
          .insert(apiKeys)
          .values({
            userId,
            sessionId,
            name: input.name,
            mode: input.mode,
            readOnly: input.read_only,
            keyHash: text.hash,
            lastFour: text.lastFour,
          })
          .returning();
        return inserted!;
      });
      return { ...summaryOf(row), key: text.key };
    },

    /** The user's live keys, newest first. */
    async list(userId: number): Promise<ApiKeySummary[]> {
      const rows = await db
        .select({ key: apiKeys })
        .from(apiKeys)
        .innerJoin(sessions, eq(sessions.id, apiKeys.sessionId))
        .where(and(eq(apiKeys.userId, userId), live))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
      return rows.map((r) => summaryOf(r.key));
    },

    /** Revokes one of the user's keys and ends its session: the next request with it is refused. */
    async revoke(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(apiKeys)
          .set({ revokedAt: new Date() })
          .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
          .returning({ sessionId: apiKeys.sessionId });
        if (!row) throw notFound();
        await tx.update(sessions).set({ endedAt: new Date() }).where(eq(sessions.id, row.sessionId));
      });
    },

    /** The live key the text is, read from the database on every request (revocation is at once). */
    async findLive(text: string): Promise<LiveApiKey | undefined> {
      if (!isWellFormedApiKey(text)) return undefined;
      const [row] = await byHash.execute({ hash: hashApiKey(text) });
      return row;
    },

    /** Notes the key's use, at most once a minute per process. */
    async touch(id: number, now = Date.now()): Promise<void> {
      if (now - (lastTouched.get(id) ?? 0) < LAST_USED_RESOLUTION_MS) return;
      lastTouched.set(id, now);
      const before = new Date(now - LAST_USED_RESOLUTION_MS);
      await db
        .update(apiKeys)
        .set({ lastUsedAt: new Date(now) })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, before))));
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
