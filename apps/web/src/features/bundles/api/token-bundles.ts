import { queryOptions, useQuery } from '@tanstack/react-query';
import { bundlesApi } from '@navihub/contract/api/bundles';
import type { TokenBundle } from '@navihub/contract/bundles';
import { request } from '@/lib/request';

/** bundlesApi.listTokenBundles → {results: token bundles}, prices as decimal strings in USD. */
export async function getTokenBundles(): Promise<TokenBundle[]> {
  return (await request(bundlesApi.listTokenBundles)).results;
}

export const tokenBundlesQuery = queryOptions({ queryKey: ['bundles', 'tokens'], queryFn: getTokenBundles });

export function useTokenBundles() {
  return useQuery(tokenBundlesQuery);
}
