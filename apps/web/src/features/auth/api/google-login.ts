import { useMutation } from '@tanstack/react-query';
import { authApi } from '@navihub/contract/api/auth';
import type { LoginResponse } from '@navihub/contract/auth';
import { request } from '@/lib/request';

/** authApi.signInWithGoogle {id_token} → the login shape. */
export async function googleLogin(idToken: string): Promise<LoginResponse> {
  return request(authApi.signInWithGoogle, { body: { id_token: idToken } });
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}
