import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '@navihub/contract/api/accounts';
import type { RegistrationRequest } from '@navihub/contract/auth';
import { messages } from '@navihub/contract/messages';
import { firstErrorOf } from '@/lib/api-errors';
import { isRecord } from '@/lib/http';
import { request } from '@/lib/request';

/** accountsApi.register {email, password1, password2} → 201 {detail}; an answer without one is ''. */
export async function register(data: RegistrationRequest): Promise<{ detail: string }> {
  const answer: unknown = await request(accountsApi.register, { body: data });
  return { detail: isRecord(answer) && typeof answer.detail === 'string' ? answer.detail : '' };
}

export function registrationErrorMessage(error: unknown): string {
  return firstErrorOf(error, ['email', 'password1']) ?? messages.somethingWrong;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
