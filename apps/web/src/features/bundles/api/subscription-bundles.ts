import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionBundlesResponse, type SubscriptionBundle } from '@navihub/contract/bundles';
import { plainRequest } from '@/lib/api-client';

/** GET /api/v1/subscribe_bundles/ → {results}, shortest subscription first (spec §2). */
export async function getSubscriptionBundles(): Promise<SubscriptionBundle[]> {
  const { results } = subscriptionBundlesResponse.parse(await plainRequest('/api/v1/subscribe_bundles/'));
  return [...results].sort((a, b) => a.duration - b.duration);
}

export const subscriptionBundlesQuery = queryOptions({
  queryKey: ['bundles', 'subscriptions'],
  queryFn: getSubscriptionBundles,
});

export function useSubscriptionBundles() {
  return useQuery(subscriptionBundlesQuery);
}
