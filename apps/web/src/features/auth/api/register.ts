import { useMutation } from '@tanstack/react-query';
import { detailResponse, type RegistrationRequest } from '@navihub/contract/auth';
import { messages } from '@navihub/contract/messages';
import { plainRequest } from '@/lib/api-client';
import { firstErrorOf } from '@/lib/api-errors';

/** POST /auth/registration/ {email, password1, password2} → 201 {detail}. */
export async function register(data: RegistrationRequest): Promise<{ detail: string }> {
  const body = await plainRequest('/auth/registration/', { method: 'POST', body: data });
  const parsed = detailResponse.safeParse(body);
  return parsed.success ? parsed.data : { detail: '' };
}

export function registrationErrorMessage(error: unknown): string {
  return firstErrorOf(error, ['email', 'password1']) ?? messages.somethingWrong;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
