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
  price: string;
  discount_percent: number;
  active: boolean;
};
export type TokenBundleFields = BundleFields & { tokens: number };
export type SubscriptionBundleFields = BundleFields & { duration_days: number };

export function useTokenBundles() {
  return useQuery({
    queryKey: keys.tokenBundles,
    queryFn: ({ signal }) => request(backofficeApi.listTokenBundles, undefined, { signal }),
    staleTime: 0,
  });
}

export function useSaveTokenBundle() {
  return useCatalogueChange(
    ({ id, ...body }: TokenBundleFields & { id?: number }) =>
      id === undefined
        ? request(backofficeApi.addTokenBundle, { body })
        : request(backofficeApi.updateTokenBundle, { params: { id }, body }),
    keys.tokenBundles,
  );
}

export function useSubscriptionBundles() {
  return useQuery({
    queryKey: keys.subscriptionBundles,
    queryFn: ({ signal }) => request(backofficeApi.listSubscriptionBundles, undefined, { signal }),
    staleTime: 0,
  });
}

export function useSaveSubscriptionBundle() {
  return useCatalogueChange(
    ({ id, ...body }: SubscriptionBundleFields & { id?: number }) =>
      id === undefined
        ? request(backofficeApi.addSubscriptionBundle, { body })
        : request(backofficeApi.updateSubscriptionBundle, { params: { id }, body }),
    keys.subscriptionBundles,
  );
}
