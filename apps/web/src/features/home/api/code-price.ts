import { useQuery } from '@tanstack/react-query';
import type { catalogApi } from '@navihub/contract/api/catalog';
import type { ResponseOf } from '@navihub/contract/api/endpoint';
import { PAGE_DATA_IDS } from '@navihub/contract/page-data';
import { takePageData } from '@/lib/page-data';
import { request } from '@/lib/request';

/**
 * catalogApi.codePrice (code-price.test.ts holds it to the contract): importing the contract's
 * endpoint table would cost the home page's first load a file of its own.
 */
export const codePriceEndpoint = {
  id: 'codePrice',
  method: 'GET',
  path: '/api/v1/payment/paypal/',
  auth: 'none',
} as typeof catalogApi.codePrice;

/**
 * The price of a code, which the home page's first screen says: the page carries it (decision
 * 038); without the block (the dev server's pages) the API is asked. The code form's price query
 * has the same key, so it finds the price already there.
 */
export function useCodePrice() {
  return useQuery({
    queryKey: ['codes', 'price'],
    queryFn: () => request(codePriceEndpoint),
    initialData: () => takePageData<ResponseOf<typeof catalogApi.codePrice>>(PAGE_DATA_IDS.codePrice),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
