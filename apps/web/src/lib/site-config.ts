import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '@navihub/contract/api/site';
import { DEFAULT_REMOTE_SERVICES } from '@navihub/contract/messages';
import { PAGE_DATA_IDS } from '@navihub/contract/page-data';
import type { SiteConfig } from '@navihub/contract/site';
import { takePageData } from './page-data';
import { request } from './request';

export type { SiteConfig };

/** Shown until the server answers (and if it never does). */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  brand: 'NaviHub',
  support_email: 'support@navihub.example',
  google_client_id: null,
  remote_services: [...DEFAULT_REMOTE_SERVICES],
  // PayPal only once the server says it is offered.
  payment_methods: ['card'],
  // Said once the server says it.
  subscription_daily_limit: 0,
};

/** siteApi.siteConfig — brand, support e-mail, Google client id and the remote services list. */
export async function getSiteConfig(): Promise<SiteConfig> {
  return request(siteApi.siteConfig);
}

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: getSiteConfig,
  // The page carries it (docs/decisions/038): no request, and the brand, the support address and
  // the services are the shop's own at the first render. The API is asked without the block.
  initialData: () => takePageData<SiteConfig>(PAGE_DATA_IDS.siteConfig),
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

export function useSiteConfig(): { config: SiteConfig; isLoading: boolean } {
  const { data, isPending } = useQuery(siteConfigQuery);
  return { config: data ?? DEFAULT_SITE_CONFIG, isLoading: isPending };
}
