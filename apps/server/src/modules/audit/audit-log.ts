/**
 * The back-office's audit log (issue 12): every staff action with who, when, what, and the values
 * before and after. A staff write records its entry with `recordAudit` in the transaction of the
 * change, so a change is never without its entry nor an entry without its change. The table only
 * grows: a trigger refuses updates and deletes (migration 0012).
 */
import { and, count, desc, eq, gt, ilike, min, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@navihub/contract/backoffice-audit';
import type { UserRole } from '@navihub/contract/backoffice-customers';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { likeEscaped } from '../../lib/like-pattern.js';

/** The staff member who acts: their account and e-mail address. */
export interface Actor {
  id: number;
  email: string;
  /**
   * The signed-in account's role (decision 042: a `staff` member's money powers are capped);
   * absent for the operator CLI and the shop's own jobs.
   */
  role?: UserRole | undefined;
}

export interface AuditRecord {
  action: AuditAction;
  subjectType:
    | 'order'
    | 'customer'
    | 'variant'
    | 'price'
    | 'token_bundle'
    | 'subscription_bundle'
    | 'catalogue'
    | 'mail'
    | 'job'
    | 'withdrawal'
    | 'invoice';
  subjectId: string | number;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes one entry; call it with the transaction that makes the change. */
export async function recordAudit(tx: DbOrTx, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: String(record.subjectId),
    reason: record.reason ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/**
 * How many entries of `action` the actor wrote within the last `seconds`, and when the oldest of
 * them was written (a PIN reveal's limit per staff member, decision 042).
 */
export async function recentActions(
  db: DbOrTx,
  actorId: number,
  action: AuditAction,
  seconds: number,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(auditLog.at) })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, actorId),
        eq(auditLog.action, action),
        gt(auditLog.at, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export interface AuditFilter {
  /** Only this staff member's entries (what a staff member, not an admin, reads). */
  actorId?: number | undefined;
  action?: AuditAction | undefined;
  /** Part of the staff member's e-mail address. */
  actor?: string | undefined;
  /** The subject's id, exactly (an order id, a customer number…). */
  subject?: string | undefined;
  limit: number;
  offset: number;
}

/** Staff's reading of the log. */
export function createAuditLog({ db }: { db: DbOrTx }) {
  return { list: (filter: AuditFilter) => listAudit(db, filter) };
}
export type AuditLog = ReturnType<typeof createAuditLog>;

/** One page of entries, newest first, with how many match in all. */
async function listAudit(db: DbOrTx, filter: AuditFilter): Promise<{ count: number; results: AuditEntry[] }> {
  const conditions: (SQL | undefined)[] = [
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.actor ? ilike(auditLog.actorEmail, `%${likeEscaped(filter.actor)}%`) : undefined,
    filter.subject ? eq(auditLog.subjectId, filter.subject) : undefined,
  ];
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorEmail,
      action: row.action as AuditAction,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      reason: row.reason,
      before: row.before,
      after: row.after,
    })),
  };
}
