import { queryOptions, useQuery } from '@tanstack/react-query';
import { tokenBundlesResponse, type TokenBundle } from '@navihub/contract/bundles';
import { plainRequest } from '@/lib/api-client';

/** GET /api/v1/bundles/ → {results: token bundles}, prices as decimal strings in USD. */
export async function getTokenBundles(): Promise<TokenBundle[]> {
  return tokenBundlesResponse.parse(await plainRequest('/api/v1/bundles/')).results;
}

export const tokenBundlesQuery = queryOptions({ queryKey: ['bundles', 'tokens'], queryFn: getTokenBundles });

export function useTokenBundles() {
  return useQuery(tokenBundlesQuery);
}
