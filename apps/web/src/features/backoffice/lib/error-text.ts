import { ApiError, isRecord } from '@/lib/http';

/** The server's own words for a failure (its `detail`), or a general note when there are none. */
export function errorDetail(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError && isRecord(error.body) && typeof error.body.detail === 'string') {
    return error.body.detail || fallback;
  }
  return fallback;
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** Every message the server gave for one field (e.g. the CSV's wrong lines). */
export function fieldMessages(error: unknown, field: string): string[] {
  if (!(error instanceof ApiError) || !isRecord(error.body)) return [];
  const value = error.body[field];
  return Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : [];
}
