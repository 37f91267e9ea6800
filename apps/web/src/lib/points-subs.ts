import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from '@navihub/contract/api/account';
import type { PointsAndSubscriptions } from '@navihub/contract/auth';
import { request } from './request';
import { useSession } from './session';

/**
 * accountApi.pointsAndSubscriptions — the signed-in user's points and subscriptions. Session data
 * like the user itself: auth loads it at sign-in, account shows it, codes spend it and bundles add
 * to it, so it lives here rather than in one of those features.
 */
export const pointsSubsKey = ['points-subs'] as const;

export async function getPointsSubs(): Promise<PointsAndSubscriptions> {
  return request(accountApi.pointsAndSubscriptions);
}

export const pointsSubsQuery = queryOptions({ queryKey: pointsSubsKey, queryFn: getPointsSubs });

export function usePointsSubs() {
  const { tokens } = useSession();
  return useQuery({ ...pointsSubsQuery, enabled: Boolean(tokens) });
}
