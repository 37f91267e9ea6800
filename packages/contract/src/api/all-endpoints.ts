/** Every endpoint of the API, for what must look one up by address (test doubles, the document). */
import { accountApi } from './account.js';
import { accountsApi } from './accounts.js';
import { backofficeApi } from './backoffice.js';
import { catalogueApi, codesApi } from './codes.js';
import { matchPath, type Endpoint } from './endpoint.js';
import { bundlesApi, paymentsApi } from './payments.js';
import { devApi, siteApi, toolsApi } from './tools.js';

export const allEndpoints: readonly Endpoint[] = [
  accountsApi,
  accountApi,
  catalogueApi,
  codesApi,
  bundlesApi,
  paymentsApi,
  toolsApi,
  siteApi,
  devApi,
  backofficeApi,
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
