import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/** Query defaults of spec §9: 5 min cache, 3 read retries (not for 4xx) backing off 1 s → 30 s. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const MAX_QUERY_RETRIES = 3;

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_QUERY_RETRIES,
        retryDelay,
      },
      mutations: { retry: 0 },
    },
  });
}
