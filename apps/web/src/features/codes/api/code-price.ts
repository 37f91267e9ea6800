import { queryOptions, useQuery } from '@tanstack/react-query';
import { amountToCents, centsToAmount, discountedCents } from '@navihub/contract/rules';
import { catalogApi } from '@navihub/contract/api/catalog';
import type { PriceResponse } from '@navihub/contract/codes';
import { request } from '@/lib/request';

/** catalogApi.codePrice → {amount, currency}: the price of one code, fetched once (spec §4). */
export async function getPrice(): Promise<PriceResponse> {
  return request(catalogApi.codePrice);
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

/**
 * What a card payment charges: the price less the user's discount percent, as a 2-decimal string
 * (the server compares it with its own price).
 */
export function cardAmount(price: string, discountPercent = 0): string {
  return centsToAmount(discountedCents(amountToCents(price), discountPercent));
}
