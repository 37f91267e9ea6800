import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DEFAULT_REMOTE_SERVICES } from '@navihub/contract/messages';
import { plainRequest } from './api-client';

/** GET /api/v1/site/ — brand, support e-mail, Google client id and the remote services list. */
export const siteConfigSchema = z.object({
  brand: z.string(),
  support_email: z.string(),
  google_client_id: z.string().nullable(),
  remote_services: z.array(z.string()),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Shown until the server answers (and if it never does). */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  brand: 'NaviHub',
  support_email: 'support@navihub.example',
  google_client_id: null,
  remote_services: [...DEFAULT_REMOTE_SERVICES],
};

export async function getSiteConfig(): Promise<SiteConfig> {
  return siteConfigSchema.parse(await plainRequest('/api/v1/site/'));
}

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: getSiteConfig,
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

export function useSiteConfig(): { config: SiteConfig; isLoading: boolean } {
  const { data, isPending } = useQuery(siteConfigQuery);
  return { config: data ?? DEFAULT_SITE_CONFIG, isLoading: isPending };
}
