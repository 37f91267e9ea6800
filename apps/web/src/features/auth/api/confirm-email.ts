import { useMutation, useQuery } from '@tanstack/react-query';
import { messages } from '@navihub/contract/messages';
import { plainRequest } from '@/lib/api-client';
import { firstFieldError } from '@/lib/api-errors';

/** POST /auth/registration/verify-email/ {key} → 200 {detail}; 400 {key: [...]}. */
export async function confirmEmail(key: string): Promise<void> {
  await plainRequest('/auth/registration/verify-email/', { method: 'POST', body: { key } });
}

/** POST /auth/registration/resend-email/ {email} → 200 {detail}; 400 {email: [...]}. */
export async function resendConfirmationEmail(email: string): Promise<void> {
  await plainRequest('/auth/registration/resend-email/', { method: 'POST', body: { email } });
}

export function confirmEmailErrorMessage(error: unknown): string {
  return firstFieldError(error, 'key') ?? messages.somethingWrong;
}

export function resendErrorMessage(error: unknown): string {
  return firstFieldError(error, 'email') ?? messages.somethingWrong;
}

/** Confirming is repeatable on the server, so it runs as a query: once per key, not on every render. */
export function useConfirmEmail(key: string) {
  return useQuery({
    queryKey: ['confirm-email', key],
    queryFn: () => confirmEmail(key).then(() => true),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useResendConfirmationEmail() {
  return useMutation({ mutationFn: resendConfirmationEmail });
}
