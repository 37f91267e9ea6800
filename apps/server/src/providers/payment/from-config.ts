/** The card checkout the settings name: Stripe when its keys are set, else the dev checkout. */
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createDevCheckout, type DevCheckout } from './dev.js';
import type { CheckoutProvider } from './provider.js';
import { createStripeCheckout } from './stripe.js';

export function checkoutFromConfig(
  config: Config,
  db: Db,
): { checkout: CheckoutProvider; devCheckout: DevCheckout | undefined } {
  if (config.stripe) return { checkout: createStripeCheckout(config.stripe), devCheckout: undefined };
  const devCheckout = createDevCheckout({ db, publicUrl: config.publicUrl });
  return { checkout: devCheckout, devCheckout };
}
