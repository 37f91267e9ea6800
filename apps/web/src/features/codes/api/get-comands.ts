import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi } from '@navihub/contract/api/catalog';
import { sortComands } from '@navihub/contract/rules';
import { request } from '@/lib/request';

/** catalogApi.listComands → {comand: [...]}, shown in the fixed order NTG 4.5, NTG 5s1, NTG 5/5s2, NTG 5.5. */
export async function getComands(): Promise<string[]> {
  const { comand } = await request(catalogApi.listComands);
  return sortComands([...new Set(comand)]);
}

export const comandsQuery = queryOptions({ queryKey: ['codes', 'comands'], queryFn: getComands });

export function useComands() {
  return useQuery(comandsQuery);
}
