import { withdrawalsApi } from '@navihub/contract/api/withdrawals';
import type { StaffWithdrawal } from '@navihub/contract/withdrawals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';

export const withdrawalsKey = ['backoffice', 'withdrawals'] as const;

/** The withdrawals received, newest first (the newest 200), with what was done about each. */
export function useWithdrawals() {
  return useQuery({
    queryKey: withdrawalsKey,
    queryFn: ({ signal }) => request(withdrawalsApi.listWithdrawals, {}, { signal }),
    select: (answer) => answer.results,
    staleTime: 0,
  });
}

/**
 * After a refund or a close the list shows the answer at once; it is read again either way (a
 * refusal may mean another member of staff handled the withdrawal meanwhile).
 */
function useWithdrawalChange<V>(send: (values: V) => Promise<StaffWithdrawal>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (done) => {
      queryClient.setQueryData<{ results: StaffWithdrawal[] }>(withdrawalsKey, (list) =>
        list ? { results: list.results.map((w) => (w.id === done.id ? done : w)) } : list,
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
  });
}

/** Refunds the bundle payment staff name (`payment_id`) and marks the withdrawal refunded. */
export function useRefundWithdrawal(id: number) {
  return useWithdrawalChange((body: { payment_id: string }) =>
    request(withdrawalsApi.refundWithdrawal, { params: { id: String(id) }, body }),
  );
}

/** Closes the withdrawal without a refund; staff's reason is its note. */
export function useCloseWithdrawal(id: number) {
  return useWithdrawalChange(({ reason }: { reason: string }) =>
    request(withdrawalsApi.closeWithdrawal, { params: { id: String(id) }, body: { note: reason } }),
  );
}
