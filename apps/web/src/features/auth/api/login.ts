import { useMutation } from '@tanstack/react-query';
import { authApi } from '@navihub/contract/api/auth';
import type { LoginRequest, LoginResponse } from '@navihub/contract/auth';
import { messages } from '@navihub/contract/messages';
import { ApiError, isRecord } from '@/lib/http';
import { request } from '@/lib/request';
import { fireSessionEvent, SESSION_EVENTS, setTokens, setUser } from '@/lib/session';

/** authApi.signIn {email, password} → {access_token, refresh_token}. */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  return request(authApi.signIn, { body: credentials });
}

/**
 * Stores the tokens (the session then loads user status and points) and fires login-success.
 * The user starts as just the e-mail until the status call replaces it.
 */
export function startSession(tokens: LoginResponse, email?: string): void {
  setUser(email ? { email } : null);
  setTokens({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
  fireSessionEvent(SESSION_EVENTS.loginSuccess);
}

/** Error text of spec §8 for a failed login. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429 && isRecord(error.body) && typeof error.body.detail === 'string')
      return error.body.detail;
    if (error.status === 400 && isRecord(error.body) && 'non_field_errors' in error.body)
      return messages.badCredentials;
  }
  return messages.loginFailed;
}

export function useLogin() {
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      const tokens = await login(credentials);
      startSession(tokens, credentials.email);
      return tokens;
    },
  });
}
