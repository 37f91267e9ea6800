import { queryOptions, useQuery } from '@tanstack/react-query';
import { codesApi } from '@navihub/contract/api/codes';
import type { CheckResponse } from '@navihub/contract/codes';
import { readableStatusInLanguage } from '@/lib/answer-checks';
import { request } from '@/lib/request';

/** How often a pending order (manual supplier, slow supplier) is asked again. */
export const ORDER_POLL_INTERVAL_MS = 2000;

/** codesApi.check (bearer, empty body) → {status, data: PIN | null, message}. */
export async function checkOrder(orderId: string): Promise<CheckResponse> {
  return readableStatusInLanguage(await request(codesApi.check, { params: { orderId } }));
}

export function orderCheckQuery(orderId: string) {
  return queryOptions({
    queryKey: ['order-check', orderId],
    queryFn: () => checkOrder(orderId),
    // Asked again every 2 s while the PIN is pending; a final answer (success or error) ends it.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_INTERVAL_MS : false),
    refetchOnWindowFocus: (query) => query.state.data?.status === 'pending',
  });
}

export function useOrderCheck(orderId: string) {
  return useQuery(orderCheckQuery(orderId));
}
