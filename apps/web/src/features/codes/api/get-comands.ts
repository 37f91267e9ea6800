import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInfoResponse } from '@navihub/contract/codes';
import { sortComands } from '@navihub/contract/rules';
import { plainRequest } from '@/lib/api-client';

/** GET /api/v1/get-info/ → {comand: [...]}, shown in the fixed order NTG 4.5, NTG 5s1, NTG 5/5s2, NTG 5.5. */
export async function getComands(): Promise<string[]> {
  const { comand } = getInfoResponse.parse(await plainRequest('/api/v1/get-info/'));
  return sortComands([...new Set(comand)]);
}

export const comandsQuery = queryOptions({ queryKey: ['codes', 'comands'], queryFn: getComands });

export function useComands() {
  return useQuery(comandsQuery);
}
