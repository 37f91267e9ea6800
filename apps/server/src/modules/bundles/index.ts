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
// Staff's changes to the bundles, with their audit entries (decision 069).
export { createBundleChanges, type BundleChanges } from './bundle-changes.js';
export * from './staff-bundles.js';
