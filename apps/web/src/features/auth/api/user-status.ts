import { z } from 'zod';
import { authRequest } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';

/**
 * GET /auth/user/status/ — a list whose first item is the user. Parsed leniently: unknown or
 * missing profile fields must not end a session.
 */
const statusUser = z.looseObject({ email: z.string(), discount: z.number().catch(0).default(0) });
const statusResponse = z.array(statusUser);

export async function getUserStatus(): Promise<SessionUser | null> {
  const users = statusResponse.parse(await authRequest('/auth/user/status/'));
  return users[0] ?? null;
}
