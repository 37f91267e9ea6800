import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { receiveEmailResponse } from '@navihub/contract/auth';
import { authRequest } from '@/lib/api-client';

/** GET /auth/user/receive_email → {receive_email}; POST (empty body) toggles it. */
const path = '/auth/user/receive_email';

export const receiveEmailQuery = queryOptions({
  queryKey: ['receive-email'],
  queryFn: async () => receiveEmailResponse.parse(await authRequest(path)),
});

export function useReceiveEmail() {
  return useQuery(receiveEmailQuery);
}

export function useToggleReceiveEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => receiveEmailResponse.parse(await authRequest(path, { method: 'POST' })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: receiveEmailQuery.queryKey }),
  });
}
