import { useMutation } from '@tanstack/react-query';
import { accountDataApi } from '@navihub/contract/api/account-data';
import { pathOf } from '@navihub/contract/api/endpoint';
import type { DeleteAccountRequest } from '@navihub/contract/account-data';
import { authRequestRaw } from '@/lib/api-client';
import { request } from '@/lib/request';

const FALLBACK_FILE_NAME = 'navihub-account.json';

/** The file name the server gave in `Content-Disposition`, or a plain one. */
export function exportFileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_FILE_NAME;
}

/** accountDataApi.exportMyData (bearer) → the JSON file, handed to the browser as a download. */
export async function downloadMyData(): Promise<void> {
  const response = await authRequestRaw(pathOf(accountDataApi.exportMyData), {
    method: accountDataApi.exportMyData.method,
  });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileNameOf(response.headers.get('content-disposition'));
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the browser may start reading the Blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** accountDataApi.deleteMyAccount (bearer) {password} or {id_token} → 200 {detail}. */
export function useDeleteMyAccount() {
  return useMutation({
    mutationFn: (proof: DeleteAccountRequest) => request(accountDataApi.deleteMyAccount, { body: proof }),
  });
}
