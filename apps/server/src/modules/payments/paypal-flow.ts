/**
 * PayPal's side of a payment (decision 028): the customer's return after approving (the order is
 * captured, then honoured), their cancel, and PayPal's verified webhook. Every path that finds the
 * money collected goes through fulfilPayment, so one PIN / one credit / one receipt whatever arrives
 * first, and a captured amount or currency other than ours fails the payment there.
 */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from '@navihub/contract/locales';
import { messages } from '@navihub/contract/messages';
import { payments, webhookEvents } from '../../db/schema.js';
import { DomainError, notFound } from '../../lib/domain-errors.js';
import type { CaptureRefund, WebhookHeaders } from '../../providers/payment/paypal.js';
import { InvalidWebhookError } from '../../providers/payment/provider.js';
import type { Payment, PaymentsDeps } from './context.js';
import { markUnpaid, type FulfilPayment } from './fulfil-payment.js';
import { recordPaymentRefund } from './payment-refunds.js';
import { successPageUrl } from './open-checkout.js';

/** The reason an order records for a refund made in PayPal's dashboard. */
export const DASHBOARD_REFUND = "Refunded in PayPal's dashboard.";

/** The language of a return's `lang`: one the shop speaks, otherwise English (never a dead end). */
export const returnLocale = (lang: string | undefined): Locale => (isLocale(lang) ? lang : DEFAULT_LOCALE);

const invalidWebhook = () => new DomainError('invalid', messages.webhookInvalid, { code: 'webhook_invalid' });

export function createPaypalFlow(deps: PaymentsDeps, fulfil: FulfilPayment) {
  const { db } = deps;

  /** A PayPal payment by our id and PayPal's order id, both of which must match. */
  async function paypalPayment(paymentId: string, orderId: string): Promise<Payment> {
    const payment = await db.query.payments.findFirst({ where: eq(payments.id, paymentId) });
    if (!payment || !deps.paypal || payment.provider !== deps.paypal.name) throw notFound();
    if (payment.providerSessionId !== orderId) throw notFound();
    return payment;
  }

  /** Captures an approved order of a pending payment and honours it; a settled payment is left alone. */
  async function captureAndFulfil(payment: Payment): Promise<void> {
    if (payment.status !== 'pending' || !payment.providerSessionId || !deps.paypal) return;
    const session = await deps.paypal.retrieveSession(payment.providerSessionId);
    await fulfil.fulfilPayment(payment.id, session);
  }

  /**
   * The return from PayPal: where the browser goes next (the success page), and why the capture
   * did not happen now, if it did not (the success page's check tries again).
   */
  async function paypalReturn(
    paymentId: string,
    orderId: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<{ url: string; error?: unknown }> {
    const payment = await paypalPayment(paymentId, orderId);
    const url = successPageUrl(deps.publicUrl, payment, orderId, locale);
    try {
      await captureAndFulfil(payment);
      return { url };
    } catch (error) {
      return { url, error };
    }
  }

  /**
   * The customer cancelled at PayPal: PayPal is asked first (decision 043). An order captured
   * meanwhile is honoured, one approved (the customer approved it in another tab, or their return
   * is under way) is left to be captured, and the browser goes to the success page; otherwise a
   * pending payment fails (its PIN order too). A capture made after this fail is refunded by
   * fulfilPayment.
   */
  async function paypalCancel(
    paymentId: string,
    orderId: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<string> {
    const payment = await paypalPayment(paymentId, orderId);
    const cancelPage = `${deps.publicUrl}${localizedPath(locale, '/cancel')}`;
    if (payment.status !== 'pending') return cancelPage;
    const { session, approved } = await deps.paypal!.orderState(orderId);
    if (session.paid || approved) {
      if (session.paid) await fulfil.fulfilPayment(payment.id, session);
      return successPageUrl(deps.publicUrl, payment, orderId, locale);
    }
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
      if (row?.status === 'pending')
        await markUnpaid(tx, deps.kinds, row, 'failed', 'the customer cancelled at PayPal');
    });
    return cancelPage;
  }

  const paymentOfOrder = (orderId: string) =>
    db.query.payments.findFirst({
      where: and(eq(payments.providerSessionId, orderId), eq(payments.provider, deps.paypal!.name)),
    });

  /**
   * A refund of a capture reported by PayPal: one made in PayPal's dashboard, or the shop's own
   * (already recorded by its id, so nothing changes). Recorded as an amount (decision 043): a PIN
   * order partially refunded or refunded, a bundle's tokens taken back when refunded in full.
   */
  async function recordRefund(refund: CaptureRefund): Promise<void> {
    if (!refund.captureId || !deps.paypal) return;
    const orderId = await deps.paypal.orderIdOfCapture(refund.captureId);
    const payment = orderId ? await paymentOfOrder(orderId) : undefined;
    if (!payment || payment.status === 'pending') return;
    await db.transaction((tx) =>
      recordPaymentRefund(tx, deps.kinds, payment, {
        id: refund.id,
        amountCents: refund.amountCents ?? payment.amountCents,
        reason: DASHBOARD_REFUND,
      }),
    );
  }

  /** PayPal's webhook: verified by PayPal, each event handled once (handling is idempotent anyway). */
  async function receivePaypalWebhook(
    raw: unknown,
    headers: WebhookHeaders,
  ): Promise<{ received: true; duplicate?: true }> {
    if (!Buffer.isBuffer(raw) || !deps.paypal) throw invalidWebhook();
    let event;
    try {
      event = await deps.paypal.verifyWebhook(raw, headers);
    } catch (err) {
      if (err instanceof InvalidWebhookError) throw invalidWebhook();
      throw err;
    }
    const seen = await db.query.webhookEvents.findFirst({ where: eq(webhookEvents.id, event.id) });
    if (seen) return { received: true, duplicate: true };
    if (event.type === 'refunded') await recordRefund(event.refund);
    else if (event.type !== 'ignored') {
      const orderId = event.type === 'approved' ? event.orderId : event.session.id;
      // Our payment by PayPal's order id: the one the order was created for, never another.
      const payment = await paymentOfOrder(orderId);
      if (payment) {
        if (event.type === 'approved') await captureAndFulfil(payment);
        else
          await fulfil.handleEvent(event.type === 'completed' ? 'completed' : 'async_failed', {
            ...event.session,
            paymentId: payment.id,
          });
      }
    }
    await db
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type === 'ignored' ? event.paypalType : `paypal.${event.type}` })
      .onConflictDoNothing();
    return { received: true };
  }

  return { paypalReturn, paypalCancel, receivePaypalWebhook };
}
