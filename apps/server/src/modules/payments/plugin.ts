/**
 * Card and PayPal payments: the checkout (Stripe, or the dev checkout stand-in), PayPal's return
 * and cancel, the providers' webhooks, the sweep that expires unpaid checkouts (decorated as
 * `paymentExpiry`, started by main.ts), and the public side the sellers use (decorated as
 * `payments`, index.ts): register what a kind of payment sells, start a payment, confirm one,
 * refund this much of one (decision 049). It knows nothing of what it sells.
 */
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { registerStandIn } from '../../lib/dev-stand-in-callers.js';
import { checkoutFromConfig, paypalFromConfig } from '../../providers/payment/from-config.js';
import type { PaypalProvider } from '../../providers/payment/paypal.js';
import type { CheckoutProvider } from '../../providers/payment/provider.js';
import { chooseProvider } from './choose-provider.js';
import { invoiceSettingsOf } from '../invoices/index.js';
import { taxSettingsOf } from '../taxes/index.js';
import { devCheckoutRoutes } from './dev-checkout-routes.js';
import { devPaypalRoutes } from './dev-paypal-routes.js';
import { createPaymentExpiry, type PaymentExpiry } from './expiry.js';
import { createPaymentKinds } from './payment-kinds.js';
import { refundCaptureJob, REFUND_CAPTURE_JOB } from './refund-capture-job.js';
import { createRefundPayment } from './refund-payment.js';
import { paymentRoutes } from './routes.js';
import { createPaymentsService } from './service.js';
import { paymentById } from './payment-by-id.js';
import { refundedCentsOf } from './payment-refunds.js';
import { paymentsOfUser } from './staff-reads.js';
import { webhookRoutes } from './webhook-routes.js';
import { sandboxCheckoutRoutes } from './sandbox-checkout-routes.js';
import { createTestPayments, type TestPayments } from './test-payments.js';

export function createPaymentsModule(parts: {
  service: ReturnType<typeof createPaymentsService>;
  refunder: ReturnType<typeof createRefundPayment>;
  kinds: ReturnType<typeof createPaymentKinds>;
  deps: Parameters<typeof chooseProvider>[0];
  checkoutLimit: onRequestHookHandler;
  testPayments: TestPayments;
}) {
  const { service, refunder, kinds, deps, testPayments } = parts;
  return {
    /** Registers the module that sells a kind of payment (at start-up). */
    registerSale: kinds.register,
    /** 400 `method` when PayPal is asked for and not offered: checked before anything is written. */
    checkMethod: (method?: 'card' | 'paypal') => void chooseProvider(deps, method),
    startPayment: service.startPayment,
    confirmPayment: service.confirmPayment,
    /** A test key's payment (decision 073): written apart, paid on the sandbox checkout. */
    startTestPayment: testPayments.start,
    /** The test payment behind a success page's link; 404 when it is not the caller's. */
    confirmTestPayment: testPayments.confirm,
    /** An account's test payments of these kinds, newest first. */
    testPaymentsOfUser: testPayments.ofUser,
    paymentOfOrder: refunder.paymentOfOrder,
    /** One payment by its id (a withdrawal names one, decision 056); undefined when none. */
    paymentById: (paymentId: string) => paymentById(deps.db, paymentId),
    /** How much of the payment was given back so far. */
    refundedCentsOf: (paymentId: string) => refundedCentsOf(deps.db, paymentId),
    refundPayment: refunder.refundPayment,
    paymentsOfUser: (userId: number, paymentKinds: Parameters<typeof paymentsOfUser>[2]) =>
      paymentsOfUser(deps.db, userId, paymentKinds),
    /**
     * One count per client address over every way to open a checkout (a PIN's, a bundle's): each
     * opens a provider session and may send a receipt to an address the caller chose.
     */
    checkoutLimit: parts.checkoutLimit,
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;

declare module 'fastify' {
  interface FastifyInstance {
    paymentExpiry: PaymentExpiry;
    /** Payments as their sellers use them (orders, bundles, the back-office). */
    payments: PaymentsModule;
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
    const kinds = createPaymentKinds();
    const deps = {
      db,
      checkout,
      paypal,
      kinds,
      publicUrl: config.publicUrl,
      brand: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      sessionTtlSeconds: config.CHECKOUT_SESSION_TTL,
      invoicing: invoiceSettingsOf(config),
      taxes: taxSettingsOf(config),
      onJobQueued: () => app.jobWorker.nudge(),
      onMailQueued: () => app.mailWorker.nudge(),
    };
    const payments = createPaymentsService(deps);
    const refunder = createRefundPayment(deps);
    const testPayments = createTestPayments(deps);
    const paymentExpiry = createPaymentExpiry({
      payments,
      pollMs: config.PAYMENT_EXPIRY_POLL_MS,
      log: app.log,
    });
    app.decorate('paymentExpiry', paymentExpiry);
    app.handleJobs(REFUND_CAPTURE_JOB, refundCaptureJob({ db, refunder }, app.log));
    const checkoutLimit = app.rateLimit({
      max: config.CHECKOUT_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request) => `checkout:${request.ip}`,
    });
    app.decorate(
      'payments',
      createPaymentsModule({ service: payments, refunder, kinds, deps, checkoutLimit, testPayments }),
    );
    app.addHook('onClose', () => paymentExpiry.stop());

    await app.register(paymentRoutes, { payments, taxes: deps.taxes });
    await app.register(webhookRoutes, { payments });
    // Served in production too: it moves no money, and only test payments are behind it (decision 073).
    await app.register(sandboxCheckoutRoutes, { testPayments, brand: config.BRAND_NAME });
    if (devCheckout && config.devStandIns) {
      await registerStandIn(app, config, devCheckoutRoutes, {
        checkout: devCheckout,
        payments,
        brand: config.BRAND_NAME,
        paymentMethods: config.STRIPE_PAYMENT_METHODS_PREVIEW.split(',')
          .map((method) => method.trim())
          .filter(Boolean),
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
    dependencies: ['auth', 'mail', 'jobs'],
    decorators: { fastify: ['db', 'config', 'handleJobs'] },
  },
);
