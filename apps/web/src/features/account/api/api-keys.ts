import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeysApi } from '@navihub/contract/api/api-keys';
import type { CreateApiKeyRequest } from '@navihub/contract/api-keys';
import { request } from '@/lib/request';

/** apiKeysApi.listApiKeys → {results: the live keys, newest first}. */
export const apiKeysQuery = queryOptions({
  queryKey: ['api-keys'],
  queryFn: () => request(apiKeysApi.listApiKeys),
});

export function useApiKeys() {
  return useQuery({ ...apiKeysQuery, select: (answer) => answer.results });
}

/** apiKeysApi.createApiKey {name, mode, read_only} → 201 the key, its whole text shown this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) => request(apiKeysApi.createApiKey, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}

/** apiKeysApi.revokeApiKey → 204: the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(apiKeysApi.revokeApiKey, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}
