import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@navihub/contract/api/account';
import { request } from '@/lib/request';

/** How long a language switch waits for the account to store it before the page changes anyway. */
const SAVE_WAIT_MS = 3000;

/**
 * accountApi.setLanguage {language}: the signed-in customer's e-mails follow the language picked in
 * the header (decision 068). Best effort: a failure leaves the account's language as it was.
 */
export async function saveAccountLanguage(language: string): Promise<void> {
  await request(
    accountApi.setLanguage,
    { body: { language } },
    { signal: AbortSignal.timeout(SAVE_WAIT_MS) },
  );
}

/** accountApi.getLanguage → {language}: the language of the account's e-mails. */
export const accountLanguageQuery = queryOptions({
  queryKey: ['account-language'],
  queryFn: () => request(accountApi.getLanguage),
});

export const useAccountLanguage = () => useQuery(accountLanguageQuery);

export function useSetAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: string) => request(accountApi.setLanguage, { body: { language } }),
    onSuccess: (answer) => queryClient.setQueryData(accountLanguageQuery.queryKey, answer),
  });
}
