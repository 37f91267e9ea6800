import { useMutation } from '@tanstack/react-query';
import { messages } from '@navihub/contract/messages';
import { authRequest } from '@/lib/api-client';
import { firstErrorOf } from '@/lib/api-errors';

export type PasswordChange = { new_password1: string; new_password2: string };

/** POST /auth/password/change/ (bearer) {new_password1, new_password2} → 200 {detail}. */
export async function changePassword(data: PasswordChange): Promise<void> {
  await authRequest('/auth/password/change/', { method: 'POST', body: data });
}

export function passwordChangeErrorMessage(error: unknown): string {
  return firstErrorOf(error, ['new_password1', 'new_password2']) ?? messages.somethingWrong;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
