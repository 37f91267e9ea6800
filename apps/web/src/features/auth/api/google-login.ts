import { useMutation } from '@tanstack/react-query';
import { loginResponse, type LoginResponse } from '@navihub/contract/auth';
import { plainRequest } from '@/lib/api-client';

/** POST /auth/google/ {id_token} → the login shape. */
export async function googleLogin(idToken: string): Promise<LoginResponse> {
  return loginResponse.parse(
    await plainRequest('/auth/google/', { method: 'POST', body: { id_token: idToken } }),
  );
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}
