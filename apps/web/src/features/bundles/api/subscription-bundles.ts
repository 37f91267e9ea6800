import { queryOptions, useQuery } from '@tanstack/react-query';
import { bundlesApi } from '@navihub/contract/api/payments';
import type { SubscriptionBundle } from '@navihub/contract/bundles';
import { request } from '@/lib/request';

/** bundlesApi.listSubscriptionBundles → {results}, shortest subscription first (spec §2). */
export async function getSubscriptionBundles(): Promise<SubscriptionBundle[]> {
  const { results } = await request(bundlesApi.listSubscriptionBundles);
  return [...results].sort((a, b) => a.duration - b.duration);
}

export const subscriptionBundlesQuery = queryOptions({
  queryKey: ['bundles', 'subscriptions'],
  queryFn: getSubscriptionBundles,
});

export function useSubscriptionBundles() {
  return useQuery(subscriptionBundlesQuery);
}
