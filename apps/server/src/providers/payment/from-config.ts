/**
 * The checkouts the settings name: Stripe when its keys are set, else the dev checkout; PayPal
 * when its credentials are set, else the dev PayPal page where dev stand-ins are allowed, else none
 * (decision 028).
 */
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { InvalidWebhookError, type CheckoutProvider } from './provider.js';
import { createDevCheckout, type DevCheckout } from './dev.js';
import { createPaypalCheckout, type PaypalProvider } from './paypal.js';
import { createStripeCheckout } from './stripe.js';

export function checkoutFromConfig(
  config: Config,
  db: Db,
): { checkout: CheckoutProvider; devCheckout: DevCheckout | undefined } {
  if (config.stripe) return { checkout: createStripeCheckout(config.stripe), devCheckout: undefined };
  const devCheckout = createDevCheckout({ db, publicUrl: config.publicUrl });
  return { checkout: devCheckout, devCheckout };
}

/** Whether the settings offer PayPal: its credentials, or the dev PayPal page where it is served. */
export const paypalOffered = (config: Pick<Config, 'paypal' | 'devStandIns'>): boolean =>
  config.paypal !== undefined || config.devStandIns;

export function paypalFromConfig(
  config: Config,
  db: Db,
): { paypal: PaypalProvider | undefined; devPaypal: DevPaypal | undefined } {
  if (config.paypal) return { paypal: createPaypalCheckout(config.paypal), devPaypal: undefined };
  if (!paypalOffered(config)) return { paypal: undefined, devPaypal: undefined };
  const devPaypal = createDevPaypal(db, config.publicUrl);
  return { paypal: devPaypal, devPaypal };
}

/** The dev checkout's sessions behind a PayPal-like page; it sends no webhooks. */
export function createDevPaypal(db: Db, publicUrl: string) {
  const dev = createDevCheckout({ db, publicUrl, flavour: 'paypal' });
  return {
    ...dev,
    name: 'dev-paypal' as const,
    verifyWebhook(): Promise<never> {
      return Promise.reject(new InvalidWebhookError('the dev PayPal page sends no webhooks'));
    },
    /** Its page captures on Approve: a session is open, paid, or closed, never approved and waiting. */
    async orderState(id: string) {
      return { session: await dev.retrieveSession(id), approved: false };
    },
    /** Its refunds are the shop's own: no dashboard refunds to find. */
    orderIdOfCapture: () => Promise.resolve(null),
  } satisfies PaypalProvider & DevCheckout;
}

export type DevPaypal = ReturnType<typeof createDevPaypal>;
