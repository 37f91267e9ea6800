import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { historyResponse, type HistoryResponse } from '@navihub/contract/codes';
import { authRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The server's page size for the order history. */
export const HISTORY_PAGE_SIZE = 20;

/** GET /api/v1/history/?page=N (bearer) → {count, next, previous, results}. A failure is only logged. */
export async function getHistory(page: number): Promise<HistoryResponse> {
  try {
    return historyResponse.parse(await authRequest(`/api/v1/history/?page=${page}`));
  } catch (error) {
    console.error('Loading the order history failed', error);
    throw error;
  }
}

export function historyQuery(page: number) {
  return queryOptions({
    queryKey: ['history', page],
    queryFn: () => getHistory(page),
    placeholderData: keepPreviousData,
  });
}

/** Requested only while a stored access token exists (spec §4). */
export function useHistory(page: number) {
  const { tokens } = useSession();
  return useQuery({ ...historyQuery(page), enabled: Boolean(tokens?.access_token) });
}
