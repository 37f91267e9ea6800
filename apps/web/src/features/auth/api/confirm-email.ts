import { useMutation, useQuery } from '@tanstack/react-query';
import { authApi } from '@navihub/contract/api/auth';
import { messages } from '@navihub/contract/messages';
import { firstFieldError } from '@/lib/api-errors';
import { request } from '@/lib/request';

/** authApi.verifyEmail {key} → 200 {detail}; 400 {key: [...]}. */
export async function confirmEmail(key: string): Promise<void> {
  await request(authApi.verifyEmail, { body: { key } });
}

/** authApi.resendConfirmation {email} → 200 {detail}; 400 {email: [...]}. */
export async function resendConfirmationEmail(email: string): Promise<void> {
  await request(authApi.resendConfirmation, { body: { email } });
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
