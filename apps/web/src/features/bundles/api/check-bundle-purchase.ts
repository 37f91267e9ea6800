import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { purchaseStatusResponse } from '@navihub/contract/bundles';
import type { BundleKind } from '@navihub/contract/rules';
import type { z } from 'zod';
import { authRequest } from '@/lib/api-client';
import { pointsSubsKey } from '@/lib/points-subs';

/** How often a purchase that is still being confirmed is asked again. */
export const PURCHASE_POLL_INTERVAL_MS = 2000;

export type PurchaseStatus = z.infer<typeof purchaseStatusResponse>;

const confirmPaths: Record<BundleKind, string> = {
  token_bundle: '/api/v1/payment/bundle/',
  subscription_bundle: '/api/v1/payment/subscribe_bundle/',
};

/**
 * POST /api/v1/payment/bundle/:bundleId/:payment or /api/v1/payment/subscribe_bundle/:id/:payment
 * (bearer, empty body) → {status, message}.
 */
export async function checkBundlePurchase(
  kind: BundleKind,
  purchaseId: string,
  payment: string,
): Promise<PurchaseStatus> {
  const path = `${confirmPaths[kind]}${encodeURIComponent(purchaseId)}/${encodeURIComponent(payment)}`;
  return purchaseStatusResponse.parse(await authRequest(path, { method: 'POST' }));
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
