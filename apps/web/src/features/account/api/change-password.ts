import { useMutation } from '@tanstack/react-query';
import { authApi } from '@navihub/contract/api/auth';
import { messages } from '@navihub/contract/messages';
import { firstErrorOf } from '@/lib/api-errors';
import { request } from '@/lib/request';

export type PasswordChange = { new_password1: string; new_password2: string };

/** authApi.changePassword (bearer) {new_password1, new_password2} → 200 {detail}. */
export async function changePassword(data: PasswordChange): Promise<void> {
  await request(authApi.changePassword, { body: data });
}

export function passwordChangeErrorMessage(error: unknown): string {
  return firstErrorOf(error, ['new_password1', 'new_password2']) ?? messages.somethingWrong;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
