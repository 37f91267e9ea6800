import { useMutation, useQueryClient } from '@tanstack/react-query';
import { codesApi } from '@navihub/contract/api/codes';
import type { CodeRequest } from '@navihub/contract/codes';
import { messages } from '@navihub/contract/messages';
import { firstErrorOf } from '@/lib/api-errors';
import { pointsSubsKey } from '@/lib/points-subs';
import { request } from '@/lib/request';

/**
 * codesApi.generate (bearer) → {order_id}. Spends a point or a subscription use, so the
 * points-and-subscriptions query is stale afterwards.
 */
export async function generateCode(order: CodeRequest): Promise<string> {
  return (await request(codesApi.generate, { body: order })).order_id;
}

/** The server's own words: 402/429 `{detail}`, 400 `{vin: [...]}` or `{detail}`. */
export function generateErrorMessage(error: unknown): string {
  return (
    firstErrorOf(error, ['detail', 'vin', 'comand', 'map_region', 'version', 'non_field_errors']) ??
    messages.somethingWrong
  );
}

export function useGenerateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsSubsKey }),
  });
}
