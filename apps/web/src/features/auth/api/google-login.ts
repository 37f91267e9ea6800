import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '@navihub/contract/api/accounts';
import type { LoginResponse } from '@navihub/contract/auth';
import { request } from '@/lib/request';

/** accountsApi.signInWithGoogle {id_token} → the login shape. */
export async function googleLogin(idToken: string): Promise<LoginResponse> {
  return request(accountsApi.signInWithGoogle, { body: { id_token: idToken } });
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}
