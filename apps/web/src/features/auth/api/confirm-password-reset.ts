import { useMutation } from '@tanstack/react-query';
import { authApi } from '@navihub/contract/api/auth';
import { request } from '@/lib/request';

export type PasswordResetConfirm = {
  new_password1: string;
  new_password2: string;
  uid: string;
  token: string;
};

/** authApi.confirmPasswordReset (uid and token in the address) {new_password1, new_password2, uid, token}. */
export async function confirmPasswordReset(data: PasswordResetConfirm): Promise<void> {
  await request(authApi.confirmPasswordReset, {
    params: { uid: data.uid, token: data.token },
    body: data,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
