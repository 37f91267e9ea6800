/** The subscriptions module's public entry: other modules and tests import it from here only. */

// Adding bought days to a subscription, and reading a customer's subscriptions.
export {
  extendNavigationSubscription,
  lockActiveNavigationSubscription,
  navigationSubscriptionEnds,
  subscriptionsOf,
} from './subscriptions.js';
