import { useMutation } from '@tanstack/react-query';
import { authApi } from '@navihub/contract/api/auth';
import { messages } from '@navihub/contract/messages';
import { firstFieldError } from '@/lib/api-errors';
import { request } from '@/lib/request';

/** authApi.requestPasswordReset {email} → 200 {detail}; 400 {email: [...]}. */
export async function requestPasswordReset(email: string): Promise<void> {
  await request(authApi.requestPasswordReset, { body: { email } });
}

export function passwordResetErrorMessage(error: unknown): string {
  return firstFieldError(error, 'email') ?? messages.somethingWrong;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
