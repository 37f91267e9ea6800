import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@navihub/contract/api/endpoint';
import { paymentsApi } from '@navihub/contract/api/payments';
import type { BundleKind } from '@navihub/contract/rules';
import { readableStatusInLanguage } from '@/lib/answer-checks';
import { pointsSubsKey } from '@/lib/points-subs';
import { request } from '@/lib/request';

/** How often a purchase that is still being confirmed is asked again. */
export const PURCHASE_POLL_INTERVAL_MS = 2000;

export type PurchaseStatus = ResponseOf<typeof paymentsApi.confirmTokenBundle>;

const confirmEndpoints = {
  token_bundle: paymentsApi.confirmTokenBundle,
  subscription_bundle: paymentsApi.confirmSubscriptionBundle,
} satisfies Record<BundleKind, unknown>;

/** paymentsApi.confirmTokenBundle or confirmSubscriptionBundle (bearer, empty body) → {status, message}. */
export async function checkBundlePurchase(
  kind: BundleKind,
  purchaseId: string,
  payment: string,
): Promise<PurchaseStatus> {
  return readableStatusInLanguage(
    await request(confirmEndpoints[kind], { params: { id: purchaseId, payment } }),
  );
}

export function bundlePurchaseQuery(
  queryClient: QueryClient,
  kind: BundleKind,
  purchaseId: string,
  payment: string,
) {
  return queryOptions({
    queryKey: ['bundle-purchase', kind, purchaseId, payment],
    queryFn: async () => {
      const status = await checkBundlePurchase(kind, purchaseId, payment);
      // New points or a new subscription: the balance everywhere must show them at once.
      if (status.status === 'success') void queryClient.invalidateQueries({ queryKey: pointsSubsKey });
      return status;
    },
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PURCHASE_POLL_INTERVAL_MS : false),
    refetchOnWindowFocus: (query) => query.state.data?.status === 'pending',
  });
}

/** The outcome of a bundle purchase on /success, asked again while it is pending. */
export function useBundlePurchaseResult(kind: BundleKind, purchaseId: string, payment: string) {
  const queryClient = useQueryClient();
  return useQuery(bundlePurchaseQuery(queryClient, kind, purchaseId, payment));
}
