import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '@navihub/contract/api/site';
import { withdrawalsApi } from '@navihub/contract/api/withdrawals';
import type { LegalInfo } from '@navihub/contract/legal';
import type { WithdrawalReceipt, WithdrawalRequest } from '@navihub/contract/withdrawals';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/request';

/** siteApi.siteLegal — the seller, the retention periods and the operator's own texts. */
export const legalInfoQuery = queryOptions({
  queryKey: ['site-legal'],
  queryFn: (): Promise<LegalInfo> => request(siteApi.siteLegal),
  staleTime: 5 * 60 * 1000,
});

export const useLegalInfo = () => useQuery(legalInfoQuery);

/** withdrawalsApi.requestWithdrawal — sends the withdrawal; resolves with its receipt. */
export const useSendWithdrawal = () =>
  useMutation({
    mutationFn: (body: WithdrawalRequest): Promise<WithdrawalReceipt> =>
      request(withdrawalsApi.requestWithdrawal, { body }),
  });
