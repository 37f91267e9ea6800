import { queryOptions, useQuery } from '@tanstack/react-query';
import { vinApi } from '@navihub/contract/api/vin';
import type { ResponseOf } from '@navihub/contract/api/endpoint';
import { normaliseVin, validateVin, VIN_PROBLEMS, type VinProblem } from '@navihub/contract/vin/normalise';
import { ApiError, isRecord } from '@/lib/http';
import { request } from '@/lib/request';

/**
 * vinApi.decodeVin → 200 the decoded VIN with a one-line summary, or 400 why it is not a VIN.
 * A 400 is an answer ("this is not a VIN"), not a failure, so the fetcher resolves with it.
 */
export type DecodedVin = ResponseOf<typeof vinApi.decodeVin>;
export type RejectedVin = { ok: false; problem: VinProblem; reason: string; detail: string };
export type VinDecodeResponse = DecodedVin | RejectedVin;

/** The decoder's own 400 answer; the route's parameter check answers in another shape. */
function rejectedVinOf(body: unknown): RejectedVin | undefined {
  if (!isRecord(body) || body.ok !== false) return undefined;
  const { problem, reason, detail } = body;
  if (!VIN_PROBLEMS.includes(problem as VinProblem)) return undefined;
  if (typeof reason !== 'string' || typeof detail !== 'string') return undefined;
  return { ok: false, problem: problem as VinProblem, reason, detail };
}

export async function fetchVinDecode(vin: string, signal?: AbortSignal): Promise<VinDecodeResponse> {
  try {
    return await request(vinApi.decodeVin, { params: { vin } }, { signal });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const rejected = rejectedVinOf(error.body);
    if (rejected) return rejected;
    // The route's own parameter check (e.g. far too long) answers in the field-error shape.
    const local = validateVin(vin);
    if (!local.ok) return { ok: false, problem: local.problem, reason: local.reason, detail: local.reason };
    throw error;
  }
}

/** Keyed by the normalised VIN so `wdd 205…` and `WDD205…` share one cache entry. */
export const vinDecodeQuery = (vin: string) => {
  const key = normaliseVin(vin);
  return queryOptions({
    queryKey: ['vin-decode', key],
    queryFn: ({ signal }) => fetchVinDecode(key, signal),
    enabled: key !== '',
    staleTime: Infinity,
  });
};

export function useVinDecode(vin: string) {
  return useQuery(vinDecodeQuery(vin));
}
