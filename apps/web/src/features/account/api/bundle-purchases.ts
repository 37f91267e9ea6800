import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@navihub/contract/api/payments';
import { isClientError } from '@/lib/query-client';
import { request } from '@/lib/request';
import { useSession } from '@/lib/session';

/** paymentsApi.listBundlePurchases (bearer): the customer's token and subscription bundle purchases. */
export function useBundlePurchases() {
  const { tokens } = useSession();
  return useQuery({
    queryKey: ['bundle-purchases'],
    queryFn: async ({ signal }) => (await request(paymentsApi.listBundlePurchases, {}, { signal })).results,
    enabled: Boolean(tokens?.access_token),
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
  });
}
