import { useQuery } from '@tanstack/react-query';
import type { PriceResponse } from '@navihub/contract/codes';
import { PAGE_DATA_IDS } from '@navihub/contract/page-data';
import { takePageData } from '@/lib/page-data';
import { request } from '@/lib/request';

/**
 * The price of a code, which the home page's first screen says: the page carries it (decision
 * 038); without the block (the dev server's pages) the API is asked, its endpoint fetched only
 * then. The code form's price query has the same key, so it finds the price already there.
 */
export function useCodePrice() {
  return useQuery({
    queryKey: ['codes', 'price'],
    queryFn: async (): Promise<PriceResponse> =>
      request((await import('@navihub/contract/api/catalog')).catalogApi.codePrice),
    initialData: () => takePageData<PriceResponse>(PAGE_DATA_IDS.codePrice),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
