import { queryOptions, useQuery } from '@tanstack/react-query';
import { pointsAndSubscriptions, type PointsAndSubscriptions } from '@navihub/contract/auth';
import { authRequest } from './api-client';
import { useSession } from './session';

/**
 * GET /api/v1/points-subs/generate/ — the signed-in user's points and subscriptions. Session data
 * like the user itself: auth loads it at sign-in, account shows it, codes spend it and bundles add
 * to it, so it lives here rather than in one of those features.
 */
export const pointsSubsKey = ['points-subs'] as const;

export async function getPointsSubs(): Promise<PointsAndSubscriptions> {
  return pointsAndSubscriptions.parse(await authRequest('/api/v1/points-subs/generate/'));
}

export const pointsSubsQuery = queryOptions({ queryKey: pointsSubsKey, queryFn: getPointsSubs });

export function usePointsSubs() {
  const { tokens } = useSession();
  return useQuery({ ...pointsSubsQuery, enabled: Boolean(tokens) });
}
