import { messages } from '@navihub/contract/messages';
import { logout } from './api-client';
import { ApiError, isRecord } from './http';

/**
 * The server's 403 `reauthentication_required`: this session signed in too long ago for the
 * action (changing the password without the current one). Its `detail` says so.
 */
export function reauthenticationDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 403) return undefined;
  if (error.code !== messages.reauthenticationRequiredCode) return undefined;
  const detail = isRecord(error.body) ? error.body.detail : undefined;
  return typeof detail === 'string' && detail ? detail : messages.reauthenticationRequired;
}

/**
 * Ends this session and sends the user to /login, showing `reason`; after signing in again the
 * login form brings them back to `from` (router state `from`, features/auth/components/redirect-target.ts).
 */
export function signInAgain(from: string, reason: string): Promise<void> {
  return logout({ redirectTo: '/login', state: { from }, reason });
}
