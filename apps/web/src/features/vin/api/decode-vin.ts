import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { normaliseVin, validateVin } from '@navihub/contract/vin/normalise';
import { vinDecodeFailureSchema, vinDecodeSuccessSchema } from '@navihub/contract/vin/schema';
import { ApiError, sendJson } from '@/lib/http';

/**
 * GET /api/v1/vin/:vin/ → 200 the decoded VIN with a one-line summary, or 400 why it is not a VIN.
 * A 400 is an answer ("this is not a VIN"), not a failure, so the fetcher resolves with it.
 */
export const decodedVinSchema = vinDecodeSuccessSchema.extend({ summary: z.string() });
export const rejectedVinSchema = vinDecodeFailureSchema.extend({ detail: z.string() });
export const vinDecodeResponseSchema = z.discriminatedUnion('ok', [decodedVinSchema, rejectedVinSchema]);

export type DecodedVin = z.infer<typeof decodedVinSchema>;
export type VinDecodeResponse = z.infer<typeof vinDecodeResponseSchema>;

export const vinDecodePath = (vin: string) => `/api/v1/vin/${encodeURIComponent(vin)}/`;

export async function fetchVinDecode(vin: string, signal?: AbortSignal): Promise<VinDecodeResponse> {
  try {
    return decodedVinSchema.parse(await sendJson(vinDecodePath(vin), { signal }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const rejected = rejectedVinSchema.safeParse(error.body);
    if (rejected.success) return rejected.data;
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
