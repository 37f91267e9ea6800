/** The shapes of the bundles on offer (bundles.ts), keyed by endpoint id. */
import { bundleListQuery, subscriptionBundlesResponse, tokenBundlesResponse } from '../bundles.js';
import type { Shape } from './endpoint.js';

export const bundlesShapes = {
  listTokenBundles: { query: bundleListQuery, response: { 200: tokenBundlesResponse } },
  listSubscriptionBundles: { query: bundleListQuery, response: { 200: subscriptionBundlesResponse } },
} satisfies Record<string, Shape>;
