import { useMutation } from '@tanstack/react-query';
import { authApi } from '@navihub/contract/api/auth';
import type { RegistrationRequest } from '@navihub/contract/auth';
import { messages } from '@navihub/contract/messages';
import { firstErrorOf } from '@/lib/api-errors';
import { isRecord } from '@/lib/http';
import { request } from '@/lib/request';

/** authApi.register {email, password1, password2} → 201 {detail}; an answer without one is ''. */
export async function register(data: RegistrationRequest): Promise<{ detail: string }> {
  const answer: unknown = await request(authApi.register, { body: data });
  return { detail: isRecord(answer) && typeof answer.detail === 'string' ? answer.detail : '' };
}

export function registrationErrorMessage(error: unknown): string {
  return firstErrorOf(error, ['email', 'password1']) ?? messages.somethingWrong;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
