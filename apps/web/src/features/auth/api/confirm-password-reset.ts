import { useMutation } from '@tanstack/react-query';
import { plainRequest } from '@/lib/api-client';

export type PasswordResetConfirm = {
  new_password1: string;
  new_password2: string;
  uid: string;
  token: string;
};

/** POST /password/reset/confirm/:uid/:token/ {new_password1, new_password2, uid, token}. */
export async function confirmPasswordReset(data: PasswordResetConfirm): Promise<void> {
  const path = `/password/reset/confirm/${encodeURIComponent(data.uid)}/${encodeURIComponent(data.token)}/`;
  await plainRequest(path, { method: 'POST', body: data });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
