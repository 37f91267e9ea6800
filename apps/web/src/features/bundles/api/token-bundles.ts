import { queryOptions, useQuery } from '@tanstack/react-query';
import { bundlesApi } from '@navihub/contract/api/bundles';
import type { TokenBundle } from '@navihub/contract/bundles';
import { activeLocale } from '@/i18n/translated';
import { request } from '@/lib/request';

/**
 * bundlesApi.listTokenBundles → {results: token bundles}, prices as decimal strings in USD, named
 * in the page's language (decision 070).
 */
export async function getTokenBundles(lang: string): Promise<TokenBundle[]> {
  return (await request(bundlesApi.listTokenBundles, { query: { lang } })).results;
}

export const tokenBundlesQuery = (lang = activeLocale()) =>
  queryOptions({ queryKey: ['bundles', 'tokens', lang], queryFn: () => getTokenBundles(lang) });

export function useTokenBundles() {
  return useQuery(tokenBundlesQuery());
}
