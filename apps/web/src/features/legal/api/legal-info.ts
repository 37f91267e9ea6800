import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '@navihub/contract/api/site';
import { withdrawalsApi } from '@navihub/contract/api/withdrawals';
import type { LegalInfo } from '@navihub/contract/legal';
import type { WithdrawalReceipt, WithdrawalRequest } from '@navihub/contract/withdrawals';
import { useMutation } from '@tanstack/react-query';
import { activeLocale } from '@/i18n/translated';
import { request } from '@/lib/request';

/**
 * siteApi.siteLegal — the seller, the retention periods and the operator's own texts in the page's
 * language (decision 070).
 */
export const legalInfoQuery = () => {
  const lang = activeLocale();
  return queryOptions({
    queryKey: ['site-legal', lang],
    queryFn: (): Promise<LegalInfo> => request(siteApi.siteLegal, { query: { lang } }),
    staleTime: 5 * 60 * 1000,
  });
};

export const useLegalInfo = () => useQuery(legalInfoQuery());

/** withdrawalsApi.requestWithdrawal — sends the withdrawal; resolves with its receipt. */
export const useSendWithdrawal = () =>
  useMutation({
    mutationFn: (body: WithdrawalRequest): Promise<WithdrawalReceipt> =>
      request(withdrawalsApi.requestWithdrawal, { body }),
  });
