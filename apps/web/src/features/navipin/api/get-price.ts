import { queryOptions, useQuery } from '@tanstack/react-query';
import { priceResponse, type PriceResponse } from '@navihub/contract/codes';
import { plainRequest } from '@/lib/api-client';

/** GET /api/v1/payment/paypal/ → {amount, currency}: the price of one code, fetched once (spec §4). */
export async function getPrice(): Promise<PriceResponse> {
  return priceResponse.parse(await plainRequest('/api/v1/payment/paypal/'));
}

export const priceQuery = queryOptions({
  queryKey: ['codes', 'price'],
  queryFn: getPrice,
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: false,
});

export function usePrice() {
  return useQuery(priceQuery);
}
