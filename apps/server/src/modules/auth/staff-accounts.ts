/**
 * The back-office's reads and writes of accounts (issue 12), here because the users table is this
 * module's: the back-office asks through these functions (decision 020). Disabling ends every
 * session of the account in the same transaction, so its access and refresh tokens stop working.
 */
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { User } from './service.js';
import { endSessions } from './sessions.js';
import { likeEscaped } from '../../lib/like-pattern.js';

function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const contains = `%${likeEscaped(text)}%`;
  const found: SQL[] = [
    ilike(users.email, contains),
    ilike(users.firstName, contains),
    ilike(users.lastName, contains),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, contains),
  ];
  if (/^#?\d{1,9}$/.test(text)) found.push(eq(users.id, Number(text.replace('#', ''))));
  return or(...found);
}

/** One page of accounts, newest first: by part of the e-mail or name, or the number (`42`, `#42`). */
export async function listAccounts(
  db: DbOrTx,
  filter: { q?: string | undefined; limit: number; offset: number },
): Promise<{ count: number; rows: User[] }> {
  const where = searchCondition(filter.q);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

/** The account, its row locked until the transaction ends (two admins' changes one after the other). */
export async function lockAccount(tx: DbOrTx, id: number): Promise<User | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export interface AccountSettings {
  discountPercent?: number | undefined;
  role?: User['role'] | undefined;
  disabled?: boolean | undefined;
}

/**
 * Sets an account's discount, role or disabled state. Disabling ends its sessions (access and
 * refresh tokens stop working at once); enabling lets it sign in again.
 */
export async function setAccountSettings(tx: DbOrTx, id: number, settings: AccountSettings): Promise<User> {
  const [user] = await tx
    .update(users)
    .set({
      ...(settings.discountPercent !== undefined && { discountPercent: settings.discountPercent }),
      ...(settings.role !== undefined && { role: settings.role }),
      ...(settings.disabled === true && { disabledAt: sql`coalesce(${users.disabledAt}, now())` }),
      ...(settings.disabled === false && { disabledAt: null }),
    })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw new Error(`no account ${id}`);
  if (settings.disabled) await endSessions(tx, id);
  return user;
}

/** The e-mail addresses of every staff and admin account not disabled, oldest account first. */
export async function staffAddresses(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, ['staff', 'admin']), isNull(users.disabledAt)))
    .orderBy(users.id);
  return rows.map((row) => row.email);
}
