import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@navihub/contract/api/account';
import { request } from '@/lib/request';

/** accountApi.getEmailPreference → {receive_email}; accountApi.toggleEmailPreference (empty body) toggles it. */
export const receiveEmailQuery = queryOptions({
  queryKey: ['receive-email'],
  queryFn: () => request(accountApi.getEmailPreference),
});

export function useReceiveEmail() {
  return useQuery(receiveEmailQuery);
}

export function useToggleReceiveEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(accountApi.toggleEmailPreference),
    onSettled: () => queryClient.invalidateQueries({ queryKey: receiveEmailQuery.queryKey }),
  });
}
