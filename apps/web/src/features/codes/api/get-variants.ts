import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi } from '@navihub/contract/api/catalog';
import type { Variant } from '@navihub/contract/codes';
import { compareVersions } from '@navihub/contract/rules';
import { request } from '@/lib/request';

/** catalogApi.listVariants → {variants: [{comand, map_region, version}]}: every offered combination. */
export async function getVariants(): Promise<Variant[]> {
  return (await request(catalogApi.listVariants)).variants;
}

export const variantsQuery = queryOptions({ queryKey: ['codes', 'variants'], queryFn: getVariants });

export function useVariants() {
  return useQuery(variantsQuery);
}

/** The map regions offered for a head unit, in the server's order. */
export function regionsOf(variants: readonly Variant[], comand: string): string[] {
  if (!comand) return [];
  return [...new Set(variants.filter((v) => v.comand === comand).map((v) => v.map_region))];
}

/** The map versions offered for a head unit and region, V1.9 before V1.10. */
export function versionsOf(variants: readonly Variant[], comand: string, mapRegion: string): string[] {
  if (!comand || !mapRegion) return [];
  const versions = variants
    .filter((v) => v.comand === comand && v.map_region === mapRegion)
    .map((v) => v.version);
  return [...new Set(versions)].sort(compareVersions);
}
