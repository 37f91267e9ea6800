import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { bulkOrdersApi } from '@navihub/contract/api/bulk-orders';
import type { BulkDryRunReport, BulkOrder } from '@navihub/contract/bulk-orders';
import { BULK_FILE_FIELD } from '@navihub/contract/bulk-orders-rules';
import { authRequest, authRequestRaw } from '@/lib/api-client';
import { request, urlOf } from '@/lib/request';

/** bulkOrdersApi.createBulkOrder: the file as a multipart upload; a dry run reports, else 202 the batch. */
function send(file: File, dryRun: boolean, idempotencyKey?: string): Promise<unknown> {
  const form = new FormData();
  form.append(BULK_FILE_FIELD, file);
  return authRequest(
    urlOf(bulkOrdersApi.createBulkOrder, { query: { dry_run: dryRun ? 'true' : 'false' } }),
    {
      method: bulkOrdersApi.createBulkOrder.method,
      body: form,
      ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
    },
  );
}

export function useCheckBulkFile() {
  return useMutation({ mutationFn: (file: File) => send(file, true) as Promise<BulkDryRunReport> });
}

/** Ordered once per checked file: a retry or a second click sends the same Idempotency-Key. */
export function useOrderBulkFile() {
  return useMutation({
    mutationFn: ({ file, key }: { file: File; key: string }) => send(file, false, key) as Promise<BulkOrder>,
  });
}

export const bulkOrderQuery = (id: string) =>
  queryOptions({
    queryKey: ['bulk-order', id],
    queryFn: () => request(bulkOrdersApi.bulkOrder, { params: { id } }),
  });

/** The batch, asked again every second until it is completed. */
export function useBulkOrder(id: string | null) {
  return useQuery({
    ...bulkOrderQuery(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : 1000),
  });
}

/** bulkOrdersApi.bulkOrderResults → the CSV, handed to the browser as a download. */
export async function downloadResults(id: string): Promise<void> {
  const response = await authRequestRaw(urlOf(bulkOrdersApi.bulkOrderResults, { params: { id } }), {
    method: 'GET',
  });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `bulk-order-${id}.csv`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the browser may start reading the Blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadResults() {
  return useMutation({ mutationFn: downloadResults });
}
