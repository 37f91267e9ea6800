import { useMutation } from '@tanstack/react-query';
import { messages } from '@navihub/contract/messages';
import { plainRequest } from '@/lib/api-client';
import { firstFieldError } from '@/lib/api-errors';

/** POST /password/reset/ {email} → 200 {detail}; 400 {email: [...]}. */
export async function requestPasswordReset(email: string): Promise<void> {
  await plainRequest('/password/reset/', { method: 'POST', body: { email } });
}

export function passwordResetErrorMessage(error: unknown): string {
  return firstFieldError(error, 'email') ?? messages.somethingWrong;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
