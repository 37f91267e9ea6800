import { accountApi } from '@navihub/contract/api/account';
import { isRecord } from '@/lib/http';
import { request } from '@/lib/request';
import type { SessionUser } from '@/lib/session';

/**
 * accountApi.userStatus — a list whose first item is the user. Read leniently: unknown or missing
 * profile fields must not end a session; only an answer without the user's e-mail does.
 */
export async function getUserStatus(): Promise<SessionUser | null> {
  const users: unknown = await request(accountApi.userStatus);
  if (!Array.isArray(users)) throw new Error('The user status is not a list');
  const first: unknown = users[0];
  if (first === undefined) return null;
  if (!isRecord(first) || typeof first.email !== 'string') throw new Error('The user status has no e-mail');
  return { ...first, email: first.email, discount: typeof first.discount === 'number' ? first.discount : 0 };
}
