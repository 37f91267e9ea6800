/** Every endpoint of the API, for what must look one up by address (test doubles, the document). */
import { accountApi } from './account.js';
import { apiKeysApi } from './api-keys.js';
import { accountDataApi } from './account-data.js';
import { authApi } from './auth.js';
import { backofficeApi } from './backoffice.js';
import { bulkOrdersApi } from './bulk-orders.js';
import { bundlesApi } from './bundles.js';
import { catalogApi } from './catalog.js';
import { codesApi } from './codes.js';
import { converterApi } from './converter.js';
import { devApi } from './dev.js';
import { matchPath, type Endpoint } from './endpoint.js';
import { healthApi } from './health.js';
import { invoicesApi } from './invoices.js';
import { paymentsApi } from './payments.js';
import { sandboxApi } from './sandbox.js';
import { siteApi } from './site.js';
import { vinApi } from './vin.js';
import { webhooksApi } from './webhooks.js';
import { withdrawalsApi } from './withdrawals.js';

export const allEndpoints: readonly Endpoint[] = [
  authApi,
  accountApi,
  apiKeysApi,
  webhooksApi,
  accountDataApi,
  catalogApi,
  codesApi,
  bulkOrdersApi,
  bundlesApi,
  paymentsApi,
  converterApi,
  vinApi,
  siteApi,
  healthApi,
  devApi,
  sandboxApi,
  backofficeApi,
  withdrawalsApi,
  invoicesApi,
].flatMap((area) => Object.values(area) as Endpoint[]);

/** The endpoint `method path` (no query) addresses, with its path parameters. */
export function findEndpoint(
  method: string,
  path: string,
): { endpoint: Endpoint; params: Record<string, string> } | undefined {
  const upper = method.toUpperCase();
  for (const endpoint of allEndpoints) {
    if (endpoint.method !== upper) continue;
    const params = matchPath(endpoint, path);
    if (params) return { endpoint, params };
  }
  return undefined;
}
