/**
 * Card payments for PINs and bundles: the checkout (Stripe, or the dev checkout stand-in), the
 * payment routes, the provider's webhook, and the sweep that expires unpaid checkouts (decorated
 * as `paymentExpiry`, started by main.ts).
 */
import fp from 'fastify-plugin';
import { createDevCheckout, type DevCheckout } from '../../providers/payment/dev.js';
import type { CheckoutProvider } from '../../providers/payment/provider.js';
import { createStripeCheckout } from '../../providers/payment/stripe.js';
import { devCheckoutRoutes } from './dev-checkout-routes.js';
import { createPaymentExpiry, type PaymentExpiry } from './expiry.js';
import { paymentRoutes } from './routes.js';
import { createPaymentsService } from './service.js';
import { webhookRoutes } from './webhook-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    paymentExpiry: PaymentExpiry;
  }
}

export const paymentsPlugin = fp<{ checkout?: CheckoutProvider }>(
  async (app, opts) => {
    const { config, db } = app;
    let checkout: CheckoutProvider;
    let devCheckout: DevCheckout | undefined;
    if (config.stripe) checkout = opts.checkout ?? createStripeCheckout(config.stripe);
    else {
      devCheckout = createDevCheckout({ db, publicUrl: config.publicUrl });
      checkout = opts.checkout ?? devCheckout;
    }
    const payments = createPaymentsService({
      db,
      checkout,
      publicUrl: config.publicUrl,
      brand: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      sessionTtlSeconds: config.CHECKOUT_SESSION_TTL,
      onJobQueued: () => app.jobWorker.nudge(),
      onMailQueued: () => app.mailWorker.nudge(),
    });
    const paymentExpiry = createPaymentExpiry({
      payments,
      pollMs: config.PAYMENT_EXPIRY_POLL_MS,
      log: app.log,
    });
    app.decorate('paymentExpiry', paymentExpiry);
    app.addHook('onClose', () => paymentExpiry.stop());

    await app.register(paymentRoutes, { payments, checkoutPerMinute: config.CHECKOUT_PER_MINUTE });
    await app.register(webhookRoutes, { payments });
    if (devCheckout && config.devStandIns) {
      await app.register(devCheckoutRoutes, { checkout: devCheckout, payments, brand: config.BRAND_NAME });
    }
  },
  {
    name: 'payments',
    dependencies: ['auth', 'codes', 'bundles', 'mail', 'jobs'],
    decorators: { fastify: ['db', 'config'] },
  },
);
