import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generateResponse, type CodeRequest } from '@navihub/contract/codes';
import { messages } from '@navihub/contract/messages';
import { authRequest } from '@/lib/api-client';
import { firstErrorOf } from '@/lib/api-errors';
import { pointsSubsKey } from '@/lib/points-subs';

/**
 * POST /api/v1/points-subs/generate/ (bearer) → {order_id}. Spends a point or a subscription use,
 * so the points-and-subscriptions query is stale afterwards.
 */
export async function generateCode(request: CodeRequest): Promise<string> {
  const body = await authRequest('/api/v1/points-subs/generate/', { method: 'POST', body: request });
  return generateResponse.parse(body).order_id;
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
