import { backofficeApi } from '@navihub/contract/api/backoffice';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';

const keys = {
  variants: ['backoffice', 'catalogue', 'variants'] as const,
  price: ['backoffice', 'catalogue', 'price'] as const,
  tokenBundles: ['backoffice', 'catalogue', 'token-bundles'] as const,
  subscriptionBundles: ['backoffice', 'catalogue', 'subscription-bundles'] as const,
};

/** One page of the variants (BACKOFFICE_PAGE_SIZE a page), the disabled ones too. */
export function useVariants(page: number) {
  return useQuery({
    queryKey: [...keys.variants, { page }],
    queryFn: ({ signal }) => request(backofficeApi.listVariants, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A change of the catalogue, after which the list it touched is read again. */
function useCatalogueChange<V, R>(send: (values: V) => Promise<R>, key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export type VariantFields = { comand: string; map_region: string; version: string };

export function useAddVariant() {
  return useCatalogueChange(
    (body: VariantFields) => request(backofficeApi.addVariant, { body }),
    keys.variants,
  );
}

export function useUpdateVariant() {
  return useCatalogueChange(
    ({ id, active }: { id: number; active: boolean }) =>
      request(backofficeApi.updateVariant, { params: { id }, body: { active } }),
    keys.variants,
  );
}

export function useImportCatalogue() {
  return useCatalogueChange(
    (csv: string) => request(backofficeApi.importCatalogue, { body: { csv } }),
    keys.variants,
  );
}

export function exportCatalogue() {
  return request(backofficeApi.exportCatalogue);
}

export function usePrice() {
  return useQuery({
    queryKey: keys.price,
    queryFn: ({ signal }) => request(backofficeApi.getPrice, undefined, { signal }),
    staleTime: 0,
  });
}

export function useSetPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code_price: string) => request(backofficeApi.setPrice, { body: { code_price } }),
    onSuccess: (price) => queryClient.setQueryData(keys.price, price),
  });
}

export type BundleFields = {
  name: string;
  /** The name per language other than English (decision 070); blank ones are left out. */
  names: Record<string, string>;
  price: string;
  discount_percent: number;
  active: boolean;
};

/** Token bundles (a count of tokens) or subscription bundles (a count of days). */
export type BundleKind = 'token' | 'subscription';

/** A bundle of either kind, its tokens or days as `count`. */
export type Bundle = BundleFields & { id: number; count: number };

/** The bundles of a kind, hidden ones too, each with its tokens or days as `count`. */
export function useBundles(kind: BundleKind) {
  return useQuery({
    queryKey: kind === 'token' ? keys.tokenBundles : keys.subscriptionBundles,
    queryFn: async ({ signal }): Promise<Bundle[]> =>
      kind === 'token'
        ? (await request(backofficeApi.listTokenBundles, undefined, { signal })).results.map(
            ({ tokens, ...b }) => ({ ...b, count: tokens }),
          )
        : (await request(backofficeApi.listSubscriptionBundles, undefined, { signal })).results.map(
            ({ duration_days, ...b }) => ({ ...b, count: duration_days }),
          ),
    staleTime: 0,
  });
}

/** Adds a bundle of a kind (no `id`) or changes one; answers with the saved bundle's name. */
export function useSaveBundle(kind: BundleKind) {
  return useCatalogueChange(
    async ({ id, count, ...fields }: BundleFields & { count: number; id?: number }) => {
      if (kind === 'token') {
        const body = { ...fields, tokens: count };
        return id === undefined
          ? request(backofficeApi.addTokenBundle, { body })
          : request(backofficeApi.updateTokenBundle, { params: { id }, body });
      }
      const body = { ...fields, duration_days: count };
      return id === undefined
        ? request(backofficeApi.addSubscriptionBundle, { body })
        : request(backofficeApi.updateSubscriptionBundle, { params: { id }, body });
    },
    kind === 'token' ? keys.tokenBundles : keys.subscriptionBundles,
  );
}
