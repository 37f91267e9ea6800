/** The bundles on offer (buying one is the payments area). */
import { endpointsOf } from './endpoint.js';
import type { bundlesShapes } from './bundles.shapes.js';

const endpoint = endpointsOf<typeof bundlesShapes>();

export const bundlesApi = {
  listTokenBundles: endpoint({
    id: 'listTokenBundles',
    method: 'GET',
    path: '/api/v1/bundles/',
    auth: 'none',
    apiKey: true,
    tag: 'bundles',
    summary: 'Token bundles on offer (`?lang=`: their names in a language)',
  }),
  listSubscriptionBundles: endpoint({
    id: 'listSubscriptionBundles',
    method: 'GET',
    path: '/api/v1/subscribe_bundles/',
    auth: 'none',
    apiKey: true,
    tag: 'bundles',
    summary: 'Subscription bundles on offer (`?lang=`: their names in a language)',
  }),
};
