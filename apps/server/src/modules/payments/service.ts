/**
 * Card payments for PINs, token bundles and subscription bundles. The payment row (and a PIN's
 * pending order) is written before the customer goes to the provider; fulfilPayment is the one
 * place a payment is honoured — from the success-page check and from the webhook alike — and it
 * honours it exactly once, whichever runs first or if both run at the same moment.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { messages } from '@navihub/contract/messages';
import {
  amountToCents,
  centsToAmount,
  CURRENCY,
  discountedCents,
  NAVIGATION_TOOL,
} from '@navihub/contract/rules';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders, payments, subscriptions } from '../../db/schema.js';
import { fieldError, HttpError, notFound } from '../../lib/http-errors.js';
import type { CheckoutProvider, CheckoutSession } from '../../providers/payment/provider.js';
import { bundlePriceCents, findSubscriptionBundle, findTokenBundle } from '../bundles/service.js';
import { codePriceCents, findVariant } from '../catalog/service.js';
import { FULFIL_ORDER_JOB } from '../codes/fulfilment.js';
import { newOrderId, orderStatus } from '../codes/service.js';
import { enqueueJob } from '../jobs/queue.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailTemplates } from '../mail/templates.js';
import { creditPoints, toolId } from '../points/ledger.js';
import type { User } from '../auth/service.js';

export type Payment = typeof payments.$inferSelect;
export type BundleKind = 'token_bundle' | 'subscription_bundle';

export interface PaymentsDeps {
  db: Db;
  checkout: CheckoutProvider;
  publicUrl: string;
  brand: string;
  supportEmail: string;
  /** Seconds a checkout session may be paid in (CHECKOUT_SESSION_TTL). */
  sessionTtlSeconds: number;
  onJobQueued: () => void;
  onMailQueued: () => void;
}

export interface PinPaymentInput {
  comand: string;
  mapRegion: string;
  version: string;
  vin: string;
  amount?: string | number | null;
  email?: string | null;
  userIp?: string | null;
  requestIp: string;
}

const DAY_MS = 24 * 3600 * 1000;

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, checkout } = deps;

  /** Sends the customer to the provider; a provider failure leaves a failed payment, never a dangling one. */
  async function openCheckout(payment: Payment, successUrl: string): Promise<string> {
    let session: CheckoutSession;
    try {
      session = await checkout.createSession({
        paymentId: payment.id,
        description: payment.description,
        amountCents: payment.amountCents,
        currency: payment.currency,
        email: payment.email,
        successUrl,
        cancelUrl: `${deps.publicUrl}/cancel`,
        expiresInSeconds: deps.sessionTtlSeconds,
      });
    } catch (err) {
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'failed', failureReason: (err as Error).message.slice(0, 500) })
          .where(eq(payments.id, payment.id));
        if (payment.orderId) {
          await tx
            .update(orders)
            .set({ status: 'failed', failureReason: 'checkout could not be opened' })
            .where(eq(orders.id, payment.orderId));
        }
      });
      throw new HttpError(502, { detail: messages.paymentStartFailed });
    }
    if (!session.url) throw new HttpError(502, { detail: messages.paymentStartFailed });
    await db.update(payments).set({ providerSessionId: session.id }).where(eq(payments.id, payment.id));
    return session.url;
  }

  /** A PIN by card: priced here from the catalogue and the customer's discount; the client's amount is only compared. */
  async function startPinPayment(user: User | null, input: PinPaymentInput): Promise<string> {
    const variant = await findVariant(db, input);
    if (!variant)
      throw new HttpError(400, { detail: messages.unknownVariant, map_region: [messages.unknownVariant] });
    const amountCents = discountedCents(await codePriceCents(db), user?.discountPercent ?? 0);
    if (input.amount !== undefined && input.amount !== null && input.amount !== '') {
      if (amountToCents(input.amount) !== amountCents) throw fieldError('amount', messages.amountMismatch);
    }
    const email = input.email?.trim() || user?.email;
    if (!email) throw fieldError('email', messages.invoiceEmailRequired);

    const paymentId = randomUUID();
    const orderId = newOrderId();
    const payment = await db.transaction(async (tx) => {
      await tx.insert(orders).values({
        id: orderId,
        userId: user?.id ?? null,
        variantId: variant.id,
        comand: variant.comand,
        mapRegion: variant.mapRegion,
        version: variant.version,
        vin: input.vin,
        payment: 'card',
        status: 'pending',
        priceCents: amountCents,
        currency: CURRENCY,
        email,
        userIp: input.userIp ?? null,
        requestIp: input.requestIp,
      });
      const [row] = await tx
        .insert(payments)
        .values({
          id: paymentId,
          kind: 'pin',
          userId: user?.id ?? null,
          orderId,
          description: `Navigation PIN ${variant.comand} ${variant.mapRegion} ${variant.version} for ${input.vin}`,
          amountCents,
          currency: CURRENCY,
          email,
          provider: checkout.name,
          userIp: input.userIp ?? null,
          requestIp: input.requestIp,
        })
        .returning();
      return row!;
    });
    return openCheckout(
      payment,
      `${deps.publicUrl}/success?paymentId=${paymentId}&payment={CHECKOUT_SESSION_ID}`,
    );
  }

  async function startBundlePayment(
    user: User,
    kind: BundleKind,
    input: { bundleId: number; userIp?: string | null; requestIp: string },
  ): Promise<string> {
    const bundle =
      kind === 'token_bundle'
        ? await findTokenBundle(db, input.bundleId)
        : await findSubscriptionBundle(db, input.bundleId);
    if (!bundle) throw fieldError('fk_bundle', messages.bundleUnknown);
    const [payment] = await db
      .insert(payments)
      .values({
        id: randomUUID(),
        kind,
        userId: user.id,
        ...(kind === 'token_bundle' ? { tokenBundleId: bundle.id } : { subscriptionBundleId: bundle.id }),
        description: bundle.name,
        amountCents: bundlePriceCents(bundle),
        currency: CURRENCY,
        email: user.email,
        provider: checkout.name,
        userIp: input.userIp ?? null,
        requestIp: input.requestIp,
      })
      .returning();
    const param = kind === 'token_bundle' ? 'bundleId' : 'subscribeBundleId';
    return openCheckout(
      payment!,
      `${deps.publicUrl}/success?${param}=${payment!.id}&payment={CHECKOUT_SESSION_ID}`,
    );
  }

  /** Gives the customer what they paid for, once. */
  async function grant(tx: DbOrTx, payment: Payment): Promise<void> {
    if (payment.kind === 'pin' && payment.orderId) {
      const [order] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: new Date() })
        .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      if (order) await enqueueJob(tx, FULFIL_ORDER_JOB, { orderId: order.id });
    } else if (payment.kind === 'token_bundle' && payment.userId && payment.tokenBundleId) {
      const bundle = await findTokenBundle(tx, payment.tokenBundleId);
      const tokens = bundle?.tokens ?? 10;
      await creditPoints(tx, {
        userId: payment.userId,
        toolId: await toolId(tx, NAVIGATION_TOOL),
        amount: tokens,
        reason: 'bundle-purchase',
        reference: payment.id,
      });
    } else if (payment.kind === 'subscription_bundle' && payment.userId && payment.subscriptionBundleId) {
      const bundle = await findSubscriptionBundle(tx, payment.subscriptionBundleId);
      const days = bundle?.durationDays ?? 30;
      const tool = await toolId(tx, NAVIGATION_TOOL);
      // Extends from the later of now and the current end date.
      await tx
        .insert(subscriptions)
        .values({ userId: payment.userId, toolId: tool, endDate: new Date(Date.now() + days * DAY_MS) })
        .onConflictDoUpdate({
          target: [subscriptions.userId, subscriptions.toolId],
          set: {
            endDate: sql`greatest(${subscriptions.endDate}, now()) + make_interval(days => ${days})`,
          },
        });
    }
  }

  /**
   * Honours a payment the provider reports as paid. Serialised by a row lock; the status guard
   * makes every later call (a repeated webhook, the success page) a no-op.
   */
  async function fulfilPayment(paymentId: string, session: CheckoutSession): Promise<Payment | undefined> {
    let mailQueued = false;
    let jobQueued = false;
    const result = await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment) return undefined;
      if (payment.status !== 'pending') return payment;
      if (payment.providerSessionId && payment.providerSessionId !== session.id) return payment;

      if (session.status === 'expired' && !session.paid) {
        return markUnpaid(tx, payment, 'expired', 'the checkout session expired');
      }
      if (!session.paid) return payment;
      if (
        session.amountCents !== payment.amountCents ||
        (session.currency ?? CURRENCY) !== payment.currency
      ) {
        return markUnpaid(
          tx,
          payment,
          'failed',
          `paid amount ${session.amountCents} ${session.currency} does not match`,
        );
      }
      await grant(tx, payment);
      jobQueued = payment.kind === 'pin';
      const [done] = await tx
        .update(payments)
        .set({ status: 'fulfilled', fulfilledAt: new Date(), providerSessionId: session.id })
        .where(eq(payments.id, payment.id))
        .returning();
      if (payment.email) {
        await enqueueMail(tx, {
          to: payment.email,
          kind: 'receipt',
          meta: { paymentId: payment.id },
          ...mailTemplates.receipt({
            brand: deps.brand,
            supportEmail: deps.supportEmail,
            paymentId: payment.id,
            description: payment.description,
            amount: centsToAmount(payment.amountCents),
            currency: payment.currency,
            date: new Date(),
          }),
        });
        mailQueued = true;
      }
      return done;
    });
    if (jobQueued) deps.onJobQueued();
    if (mailQueued) deps.onMailQueued();
    return result;
  }

  async function markUnpaid(tx: DbOrTx, payment: Payment, status: 'expired' | 'failed', reason: string) {
    const [row] = await tx
      .update(payments)
      .set({ status, failureReason: reason })
      .where(eq(payments.id, payment.id))
      .returning();
    if (payment.orderId) {
      await tx
        .update(orders)
        .set({ status: 'failed', failureReason: reason })
        .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'pending')));
    }
    return row;
  }

  /** The payment behind a success-page link; the provider's session id in the link is the proof. */
  async function paymentForCheck(
    paymentId: string,
    sessionId: string,
    kind: Payment['kind'],
    user: User | null,
  ) {
    const payment = await db.query.payments.findFirst({ where: eq(payments.id, paymentId) });
    if (!payment || payment.kind !== kind || payment.providerSessionId !== sessionId) throw notFound();
    if (payment.userId && user && payment.userId !== user.id) throw notFound();
    if (kind !== 'pin' && payment.userId && !user) throw notFound();
    return payment;
  }

  async function confirm(payment: Payment): Promise<Payment> {
    if (payment.status !== 'pending') return payment;
    const session = await checkout.retrieveSession(payment.providerSessionId!);
    return (await fulfilPayment(payment.id, session)) ?? payment;
  }

  async function checkPinPayment(paymentId: string, sessionId: string, user: User | null) {
    const payment = await confirm(await paymentForCheck(paymentId, sessionId, 'pin', user));
    if (payment.status === 'expired')
      return { status: 'error' as const, data: null, message: messages.paymentExpired };
    if (payment.status === 'failed')
      return { status: 'error' as const, data: null, message: messages.paymentFailed };
    if (payment.status === 'pending')
      return { status: 'pending' as const, data: null, message: messages.paymentPending };
    const order = await db.query.orders.findFirst({ where: eq(orders.id, payment.orderId!) });
    return orderStatus(order!);
  }

  async function checkBundlePayment(kind: BundleKind, paymentId: string, sessionId: string, user: User) {
    const payment = await confirm(await paymentForCheck(paymentId, sessionId, kind, user));
    switch (payment.status) {
      case 'fulfilled':
        return {
          status: 'success' as const,
          message: kind === 'token_bundle' ? messages.tokensCredited : messages.subscriptionExtended,
        };
      case 'pending':
        return { status: 'pending' as const, message: messages.paymentPending };
      case 'expired':
        return { status: 'error' as const, message: messages.paymentExpired };
      default:
        return { status: 'error' as const, message: messages.paymentFailed };
    }
  }

  /** Provider events: completed / async succeeded fulfil; async failed and expired close the payment. */
  async function handleEvent(
    type: 'completed' | 'async_succeeded' | 'async_failed' | 'expired',
    session: CheckoutSession,
  ) {
    const paymentId = session.paymentId;
    if (!paymentId) return;
    if (type === 'async_failed') {
      await db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
        if (payment?.status === 'pending')
          await markUnpaid(tx, payment, 'failed', 'the asynchronous payment failed');
      });
      return;
    }
    await fulfilPayment(
      paymentId,
      type === 'expired' ? { ...session, status: 'expired', paid: false } : session,
    );
  }

  /**
   * Card payments still pending after their session's lifetime (and a minute's grace for clocks):
   * the provider is asked once more, then each is closed the way `checkout.session.expired` closes
   * it (a PIN order fails, nothing was charged), or honoured if it was paid after all.
   */
  async function expireStalePayments(
    onError: (err: unknown, paymentId: string) => void,
    limit = 100,
  ): Promise<number> {
    const cutoff = new Date(Date.now() - (deps.sessionTtlSeconds + 60) * 1000);
    const stale = await db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, cutoff)))
      .orderBy(payments.createdAt)
      .limit(limit);
    let closed = 0;
    for (const payment of stale) {
      try {
        const session: CheckoutSession = payment.providerSessionId
          ? await checkout.retrieveSession(payment.providerSessionId)
          : {
              id: '',
              url: null,
              status: 'expired',
              paid: false,
              amountCents: null,
              currency: null,
              paymentId: null,
            };
        // Complete but unpaid: a delayed method (bank debit) whose outcome the provider still reports.
        if (session.status === 'complete' && !session.paid) continue;
        await handleEvent(session.paid ? 'completed' : 'expired', { ...session, paymentId: payment.id });
        closed++;
      } catch (err) {
        onError(err, payment.id);
      }
    }
    return closed;
  }

  async function userBundlePurchases(userId: number) {
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), sql`${payments.kind} <> 'pin'`))
      .orderBy(desc(payments.createdAt));
    return rows.map((p) => ({
      id: p.id,
      kind: p.kind === 'token_bundle' ? ('token_bundle' as const) : ('subscription_bundle' as const),
      fk_bundle: p.tokenBundleId ?? p.subscriptionBundleId,
      name: p.description,
      amount: centsToAmount(p.amountCents),
      currency: p.currency,
      status: p.status,
      created_at: p.createdAt.toISOString(),
    }));
  }

  return {
    startPinPayment,
    startBundlePayment,
    fulfilPayment,
    checkPinPayment,
    checkBundlePayment,
    handleEvent,
    expireStalePayments,
    userBundlePurchases,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
