import { backofficeApi } from '@navihub/contract/api/backoffice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';

const failedWorkKey = ['backoffice', 'failed-work'] as const;

/** Failed e-mail and dead-letter jobs, newest 50 of each. */
export function useFailedWork() {
  return useQuery({
    queryKey: failedWorkKey,
    queryFn: ({ signal }) => request(backofficeApi.listFailedWork, {}, { signal }),
    staleTime: 0,
  });
}

/** Sends a failed e-mail again (`mail`) or runs a failed job again (`job`); the list is read again. */
export function useRetry(kind: 'mail' | 'job') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request(kind === 'mail' ? backofficeApi.retryMail : backofficeApi.retryJob, {
        params: { id: String(id) },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: failedWorkKey }),
  });
}
