import { queryOptions, useQuery } from '@tanstack/react-query';
import { bundlesApi } from '@navihub/contract/api/bundles';
import type { SubscriptionBundle } from '@navihub/contract/bundles';
import { PAGE_DATA_IDS } from '@navihub/contract/page-data';
import { pageDataTime, takePageData } from '@/lib/page-data';
import { activeLocale } from '@/i18n/translated';
import { request } from '@/lib/request';

const shortestFirst = (bundles: SubscriptionBundle[]) => [...bundles].sort((a, b) => a.duration - b.duration);

/**
 * bundlesApi.listSubscriptionBundles → {results}, shortest subscription first (spec §2), named in
 * the page's language (decision 070).
 */
export async function getSubscriptionBundles(lang: string): Promise<SubscriptionBundle[]> {
  const { results } = await request(bundlesApi.listSubscriptionBundles, { query: { lang } });
  return shortestFirst(results);
}

export const subscriptionBundlesQuery = (lang = activeLocale()) =>
  queryOptions({
    queryKey: ['bundles', 'subscriptions', lang],
    queryFn: () => getSubscriptionBundles(lang),
    // /subscription carries the list (docs/decisions/038): its cards are drawn by the first render,
    // and the list is as fresh as the page (then stale after the usual 5 minutes).
    initialData: () => {
      const bundles = takePageData<SubscriptionBundle[]>(PAGE_DATA_IDS.subscriptionBundles);
      return bundles && shortestFirst(bundles);
    },
    initialDataUpdatedAt: pageDataTime,
  });

export function useSubscriptionBundles() {
  return useQuery(subscriptionBundlesQuery());
}
