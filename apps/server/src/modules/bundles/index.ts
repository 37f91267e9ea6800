/** The bundles module's public entry: other modules import only this (decision 049). */
export { bundlesPlugin } from './plugin.js';
export {
  currentDurationDays,
  currentTokens,
  listSubscriptionBundles,
  listTokenBundles,
  seedBundles,
  toSubscriptionBundle,
  toTokenBundle,
} from './service.js';
export * from './staff-bundles.js';
