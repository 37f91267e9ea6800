import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkResponse, type CheckResponse } from '@navihub/contract/codes';
import { authRequest } from '@/lib/api-client';

/** How often a pending order (manual supplier, slow supplier) is asked again. */
export const ORDER_POLL_INTERVAL_MS = 2000;

/** POST /api/v1/points-subs/check/:orderId/ (bearer, empty body) → {status, data: PIN | null, message}. */
export async function checkOrder(orderId: string): Promise<CheckResponse> {
  const body = await authRequest(`/api/v1/points-subs/check/${encodeURIComponent(orderId)}/`, {
    method: 'POST',
  });
  return checkResponse.parse(body);
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
