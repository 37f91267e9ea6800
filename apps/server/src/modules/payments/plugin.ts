/**
 * Card payments for PINs and bundles: the checkout (Stripe, or the dev checkout stand-in), the
 * payment routes, the provider's webhook, and the sweep that expires unpaid checkouts (decorated
 * as `paymentExpiry`, started by main.ts), and the refund of an order's payment (decorated as
 * `orderPayments`, for the back-office).
 */
import fp from 'fastify-plugin';
import { registerStandIn } from '../../lib/dev-stand-in-callers.js';
import { checkoutFromConfig, paypalFromConfig } from '../../providers/payment/from-config.js';
import type { PaypalProvider } from '../../providers/payment/paypal.js';
import type { CheckoutProvider } from '../../providers/payment/provider.js';
import { devCheckoutRoutes } from './dev-checkout-routes.js';
import { devPaypalRoutes } from './dev-paypal-routes.js';
import { createPaymentExpiry, type PaymentExpiry } from './expiry.js';
import { createOrderPayments, type OrderPayments } from './order-payments.js';
import { refundCaptureJob, REFUND_CAPTURE_JOB } from './refund-capture-job.js';
import { paymentRoutes } from './routes.js';
import { createPaymentsService } from './service.js';
import { webhookRoutes } from './webhook-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    paymentExpiry: PaymentExpiry;
    /** The card payment of a PIN order, read and refunded (the back-office). */
    orderPayments: OrderPayments;
    /** The providers payments are made with, for refunds made elsewhere (withdrawals, decision 056). */
    paymentProviders: { checkout: CheckoutProvider; paypal: PaypalProvider | undefined };
  }
}

export const paymentsPlugin = fp<{ checkout?: CheckoutProvider; paypal?: PaypalProvider }>(
  async (app, opts) => {
    const { config, db } = app;
    const configured = checkoutFromConfig(config, db);
    const checkout = opts.checkout ?? configured.checkout;
    const devCheckout = configured.devCheckout;
    const paypalConfigured = paypalFromConfig(config, db);
    const paypal = opts.paypal ?? paypalConfigured.paypal;
    const payments = createPaymentsService({
      db,
      checkout,
      paypal,
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
    app.handleJobs(REFUND_CAPTURE_JOB, refundCaptureJob({ db, paypal, checkout }, app.log));
    app.decorate('orderPayments', createOrderPayments({ db, checkout, paypal }));
    app.decorate('paymentProviders', { checkout, paypal });
    app.addHook('onClose', () => paymentExpiry.stop());

    await app.register(paymentRoutes, { payments, checkoutPerMinute: config.CHECKOUT_PER_MINUTE });
    await app.register(webhookRoutes, { payments });
    if (devCheckout && config.devStandIns) {
      await registerStandIn(app, config, devCheckoutRoutes, {
        checkout: devCheckout,
        payments,
        brand: config.BRAND_NAME,
      });
    }
    if (paypalConfigured.devPaypal && !opts.paypal && config.devStandIns) {
      await registerStandIn(app, config, devPaypalRoutes, {
        paypal: paypalConfigured.devPaypal,
        brand: config.BRAND_NAME,
      });
    }
  },
  {
    name: 'payments',
    dependencies: ['auth', 'codes', 'bundles', 'mail', 'jobs'],
    decorators: { fastify: ['db', 'config', 'handleJobs'] },
  },
);
