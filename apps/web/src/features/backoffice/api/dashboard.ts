import { backofficeApi } from '@navihub/contract/api/backoffice';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

/** The dashboard's figures, read again every minute while it is open. */
export function useDashboard() {
  return useQuery({
    queryKey: ['backoffice', 'dashboard'],
    queryFn: ({ signal }) => request(backofficeApi.dashboard, undefined, { signal }),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
