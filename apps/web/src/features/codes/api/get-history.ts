import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { codesApi } from '@navihub/contract/api/codes';
import type { HistoryResponse } from '@navihub/contract/history';
import { isClientError } from '@/lib/query-client';
import { request } from '@/lib/request';
import { useSession } from '@/lib/session';

/** The server's page size for the order history. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * How long one attempt may take. A customer looking at the page waits for it; the answer is one
 * indexed page of 20 orders, so a server that has not answered in this time is not going to.
 */
export const HISTORY_TIMEOUT_MS = 10_000;

/** The query's own signal (page left) or the attempt's time limit, whichever ends first. */
function withTimeout(signal: AbortSignal | undefined): AbortSignal | undefined {
  const timeout = AbortSignal.timeout(HISTORY_TIMEOUT_MS);
  if (!signal) return timeout;
  // Browsers before 2024 lack AbortSignal.any; they keep the query's signal alone.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

/** codesApi.history ?page=N (bearer) → {count, next, previous, results}. A failure is logged and shown. */
export async function getHistory(page: number, signal?: AbortSignal): Promise<HistoryResponse> {
  try {
    return await request(codesApi.history, { query: { page } }, { signal: withTimeout(signal) });
  } catch (error) {
    console.error('Loading the order history failed', error);
    throw error;
  }
}

export function historyQuery(page: number) {
  return queryOptions({
    queryKey: ['history', page],
    queryFn: ({ signal }) => getHistory(page, signal),
    placeholderData: keepPreviousData,
    // One retry after a second: the customer sees 'Retry' soon instead of 'Loading...' for long.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
  });
}

/** Requested only while a stored access token exists (spec §4). */
export function useHistory(page: number) {
  const { tokens } = useSession();
  return useQuery({ ...historyQuery(page), enabled: Boolean(tokens?.access_token) });
}
