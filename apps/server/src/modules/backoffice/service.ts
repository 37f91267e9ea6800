/**
 * Staff's work on PIN orders (issue 12): the queue, one order, entering a PIN bought by hand
 * (PIN_PROVIDER=manual), failing an order and refunding one. Fulfilling and failing are the codes
 * module's completeOrder and failOrder, the same steps the fulfilment job and the operator CLI
 * (`npm run orders -- fulfil|fail|refund`, which builds this same service) take, so the customer's
 * check page, history and e-mails follow as they do for a PIN from a supplier. Every write records
 * its audit entry in its own transaction; a card is refunded through the payment provider first
 * (the order claimed meanwhile), as docs/decisions/026 tells.
 */
import {
  DEFAULT_PIN_PATTERN,
  maskPin,
  type StaffOrder,
  type StaffOrderDetail,
  type StaffOrderStatus,
} from '@navihub/contract/backoffice';
import type { AuditAction } from '@navihub/contract/backoffice-audit';
import { orderReference } from '@navihub/contract/order-reference';
import { centsToAmount } from '@navihub/contract/rules';
import { checkVinForHeadUnit } from '@navihub/contract/vin/form-check';
import type { Db, DbOrTx } from '../../db/client.js';
import { DomainError, invalidField, notFound } from '../../lib/domain-errors.js';
import { recentActions, recordAudit, type Actor } from '../audit/audit-log.js';
import { lockAccount } from '../auth/staff-accounts.js';
import type { Fulfilment, Order, StaffWrite } from '../codes/fulfilment.js';
import { paidWithOf } from '../codes/paid-with.js';
import {
  claimOrderRefund,
  refundStateOf,
  refundUnderWay,
  releaseOrderRefund,
} from '../codes/order-refunds.js';
import {
  findStaffOrder,
  listStaffOrders,
  staffStatusOf,
  waitingSince,
  type StaffOrderRow,
} from '../codes/staff-orders.js';
import type { OrderPayments } from '../payments/order-payments.js';
import type { Payment } from '../payments/service.js';
import { checkRefundLimit, isCapped, ownAccount, type StaffLimits } from './staff-limits.js';

export interface StaffOrdersDeps {
  db: Db;
  /** Built with the manual PIN provider: a PIN staff enter is recorded as `manual`. */
  fulfilment: Pick<Fulfilment, 'completeOrder' | 'correctPin' | 'failOrder' | 'refundOrder'>;
  /** The card payment of an order: shown, and refunded through the payment provider. */
  orderPayments: OrderPayments;
  /** PIN_PATTERN: a regular expression a PIN staff enter must match. */
  pinPattern: string;
  /** What a staff member may do alone (config); the operator CLI, not capped, builds it without. */
  limits?: StaffLimits;
}

/** The staff member's own order: theirs by account, or by the e-mail of a guest's card order. */
function isOwnOrder(actor: Actor, order: Order): boolean {
  if (order.userId !== null && order.userId === actor.id) return true;
  return order.email !== null && order.email.toLowerCase() === actor.email.toLowerCase();
}

/** Nobody fulfils, fails, refunds or corrects the PIN of their own order (decision 042), admins included. */
function refuseOwnOrder(actor: Actor, order: Order) {
  if (isOwnOrder(actor, order)) throw ownAccount('This is your own order: ask another staff member.');
}

const conflict = (message: string) => new DomainError('conflict', message);

/** Why an order in `status` cannot be fulfilled (or failed) now. */
const NOT_FULFILLABLE: Record<Exclude<StaffOrderStatus, 'awaiting_pin'>, string> = {
  fulfilled: 'This order already has a PIN.',
  failed: 'This order has failed; it can no longer get a PIN.',
  pending_payment: 'This order is not paid yet.',
};
const NOT_FAILABLE: Record<Exclude<StaffOrderStatus, 'awaiting_pin'>, string> = {
  fulfilled: 'This order already has a PIN; it cannot be failed.',
  failed: 'This order has already failed.',
  pending_payment: 'This order is not paid yet.',
};
const NO_PIN_TO_CORRECT = 'This order has no PIN yet: enter it instead.';
const REFUND_UNDER_WAY = 'A refund of this order is under way; look again in a moment.';

/** Why an order cannot be refunded now; undefined when it can. */
function notRefundable(order: Order): string | undefined {
  if (order.refundedAt) {
    return order.status === 'failed'
      ? 'What paid for this order was given back when it failed.'
      : 'This order was already refunded.';
  }
  switch (staffStatusOf(order)) {
    case 'pending_payment':
      return 'This order is not paid yet: there is nothing to refund.';
    case 'awaiting_pin':
      return 'This order has no PIN yet: fail it instead.';
    case 'failed':
      // A card order the supplier gave up on: its payment is refunded here.
      return order.payment === 'card' ? undefined : 'What paid for this order was given back when it failed.';
    case 'fulfilled':
      return order.payment === 'points' && order.userId === null
        ? "The customer's account is gone: there is no balance to return the point to."
        : undefined;
  }
}

/** The PIN as the audit log keeps it: its last 4 characters. */
const maskedPin = (pin: string | null) => (pin ? `****${pin.slice(-4)}` : null);

/** An order's state as the audit log records it before and after a staff write. */
function auditState(order: Order): Record<string, unknown> {
  return {
    status: staffStatusOf(order),
    pin: maskedPin(order.pin),
    refund: order.refundedAt
      ? {
          given_back: order.refundGivenBack,
          amount: order.refundAmountCents === null ? null : centsToAmount(order.refundAmountCents),
          provider_refund_id: order.providerRefundId,
        }
      : null,
  };
}

export function toStaffOrder({ order, customerEmail, viaPaypal }: StaffOrderRow): StaffOrder {
  const since = waitingSince(order);
  return {
    id: order.id,
    number: order.number,
    reference: orderReference(order.number),
    customer_id: order.userId,
    created_at: order.createdAt.toISOString(),
    email: order.email ?? customerEmail,
    comand: order.comand,
    map_region: order.mapRegion,
    version: order.version,
    vin: order.vin,
    paid_with: paidWithOf(order, viaPaypal),
    // The order keeps the price the card payment was made for (placeCardOrder); a point or a
    // subscription use has no amount.
    amount: order.payment === 'card' ? centsToAmount(order.priceCents) : null,
    currency: order.currency,
    status: staffStatusOf(order),
    ...refundStateOf(order),
    waiting_since: since?.toISOString() ?? null,
    waited_seconds: since ? Math.max(0, Math.floor((Date.now() - since.getTime()) / 1000)) : null,
  };
}

const GIVEN_BACK_DETAIL: Record<string, string> = {
  point: 'The point was returned to the customer.',
  subscription_use: 'Paid with a subscription use: nothing to return.',
  card: 'The card payment was refunded through the payment provider.',
};

function timelineOf({ order, viaPaypal }: StaffOrderRow): StaffOrderDetail['timeline'] {
  const paidWith = { points: 'a point', subscription: 'a subscription use', card: 'card', paypal: 'PayPal' }[
    paidWithOf(order, viaPaypal)
  ];
  const timeline: StaffOrderDetail['timeline'] = [
    { at: order.createdAt.toISOString(), event: 'created', detail: `Ordered, to be paid with ${paidWith}.` },
  ];
  // Generate takes the point or subscription use as it writes the order: paid from the start.
  const paidAt =
    order.paidAt ?? (order.payment !== 'card' && order.status !== 'pending' ? order.createdAt : null);
  if (paidAt) timeline.push({ at: paidAt.toISOString(), event: 'paid', detail: `Paid with ${paidWith}.` });
  if (order.status === 'fulfilled') {
    const by = order.provider ? ` (${order.provider}${order.pinIsDemo ? ', demo' : ''})` : '';
    timeline.push({
      at: order.fulfilledAt?.toISOString() ?? null,
      event: 'fulfilled',
      detail: `PIN recorded${by}; the PIN e-mail was queued.`,
    });
  }
  if (order.status === 'failed') {
    // Orders that failed before failed_at was recorded tell why, not when.
    timeline.push({
      at: order.failedAt?.toISOString() ?? null,
      event: 'failed',
      detail: order.failureReason ?? 'Failed.',
    });
  }
  if (order.refundedAt) {
    const amount =
      order.refundAmountCents === null ? '' : ` ${centsToAmount(order.refundAmountCents)} ${order.currency}`;
    const by = order.refundedBy ? ` By ${order.refundedBy}.` : '';
    timeline.push({
      at: order.refundedAt.toISOString(),
      event: 'refunded',
      detail:
        `${GIVEN_BACK_DETAIL[order.refundGivenBack ?? ''] ?? 'Given back.'}${amount}${by} ${order.refundReason ?? ''}`.trim(),
    });
  }
  return timeline;
}

function paymentOf(payment: Payment | undefined): StaffOrderDetail['payment'] {
  if (!payment) return null;
  return {
    id: payment.id,
    provider: payment.provider,
    status: payment.status,
    amount: centsToAmount(payment.amountCents),
    currency: payment.currency,
    created_at: payment.createdAt.toISOString(),
  };
}

function refundOf(order: Order): StaffOrderDetail['refund'] {
  if (!order.refundedAt) return null;
  return {
    at: order.refundedAt.toISOString(),
    reason: order.refundReason ?? '',
    given_back: (order.refundGivenBack ?? 'point') as NonNullable<StaffOrderDetail['refund']>['given_back'],
    amount: order.refundAmountCents === null ? null : centsToAmount(order.refundAmountCents),
    provider_refund_id: order.providerRefundId,
    by: order.refundedBy,
  };
}

export function toStaffOrderDetail(
  row: StaffOrderRow,
  payment: Payment | undefined,
  viewer: { refundLimit: string | null; ownOrder: boolean },
): StaffOrderDetail {
  const vin = checkVinForHeadUnit(row.order.vin, row.order.comand);
  return {
    ...toStaffOrder(row),
    pin_masked: row.order.pin === null ? null : maskPin(row.order.pin),
    failure_reason: row.order.failureReason,
    vin_summary: vin.summary ?? `Invalid VIN: ${vin.reason ?? 'not readable'}`,
    vin_warnings: vin.block && vin.reason ? [vin.reason, ...vin.warnings] : vin.warnings,
    payment: paymentOf(payment),
    refund: refundOf(row.order),
    timeline: timelineOf(row),
    refund_limit: viewer.refundLimit,
    own_order: viewer.ownOrder,
  };
}

export function createStaffOrders(deps: StaffOrdersDeps) {
  const { db } = deps;
  const pinPattern = new RegExp(deps.pinPattern);
  const pinMessage =
    deps.pinPattern === DEFAULT_PIN_PATTERN
      ? 'The PIN must be 4–32 letters, digits or dashes.'
      : `The PIN must match ${deps.pinPattern}.`;

  async function list(
    filter: { status: StaffOrderStatus | 'all'; q?: string | undefined; page: number },
    pageSize: number,
  ) {
    const { count, rows } = await listStaffOrders(db, {
      status: filter.status,
      q: filter.q,
      limit: pageSize,
      offset: (filter.page - 1) * pageSize,
    });
    return { count, results: rows.map(toStaffOrder) };
  }

  async function row(orderId: string): Promise<StaffOrderRow> {
    const found = await findStaffOrder(db, orderId);
    if (!found) throw notFound();
    return found;
  }

  /** One order as `viewer` sees it: the PIN masked, with their refund limit if they have one. */
  async function get(orderId: string, viewer?: Actor): Promise<StaffOrderDetail> {
    const found = await row(orderId);
    const payment = found.order.payment === 'card' ? await deps.orderPayments.paymentOf(orderId) : undefined;
    const limit = viewer && isCapped(viewer) ? deps.limits?.refundLimitCents : undefined;
    return toStaffOrderDetail(found, payment, {
      refundLimit: limit === undefined ? null : centsToAmount(limit),
      ownOrder: viewer !== undefined && isOwnOrder(viewer, found.order),
    });
  }

  /**
   * The whole PIN of an order, with an audit entry in the same transaction. The staff member's row
   * is locked first, so their reveals are counted one at a time: at most
   * STAFF_PIN_REVEALS_PER_HOUR within an hour (429 with Retry-After beyond).
   */
  async function revealPin(actor: Actor, orderId: string): Promise<{ pin: string }> {
    const { order } = await row(orderId);
    const pin = order.pin;
    if (pin === null) throw conflict('This order has no PIN.');
    const perHour = deps.limits?.pinRevealsPerHour;
    if (perHour === undefined) throw new Error('PINs are revealed without the staff limits');
    return db.transaction(async (tx) => {
      await lockAccount(tx, actor.id);
      const within = await recentActions(tx, actor.id, 'order.pin_revealed', 3600);
      if (within.count >= perHour) {
        const freeAt = (within.oldest?.getTime() ?? Date.now()) + 3_600_000;
        const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
        throw new DomainError(
          'rate-limited',
          `You revealed ${perHour} PINs within the hour: wait ${Math.ceil(retryAfterSeconds / 60)} min before the next.`,
          { retryAfterSeconds },
        );
      }
      await recordAudit(tx, actor, {
        action: 'order.pin_revealed',
        subjectType: 'order',
        subjectId: orderId,
        after: { pin: maskedPin(pin) },
      });
      return { pin };
    });
  }

  /** The audit entry of a staff write, written by the codes module in the write's transaction. */
  const audit =
    (actor: Actor, action: AuditAction, reason: string | null) => (tx: DbOrTx, before: Order, after: Order) =>
      recordAudit(tx, actor, {
        action,
        subjectType: 'order',
        subjectId: before.id,
        reason,
        before: auditState(before),
        after: auditState(after),
      });

  /** Records a PIN bought by hand and queues its e-mail; 409 when the order is not awaiting one. */
  async function fulfil(actor: Actor, orderId: string, pin: string): Promise<StaffOrderDetail> {
    const typed = pin.trim();
    if (!pinPattern.test(typed)) throw invalidField('pin', pinMessage);
    const before = await row(orderId);
    refuseOwnOrder(actor, before.order);
    const status = staffStatusOf(before.order);
    if (status !== 'awaiting_pin') throw conflict(NOT_FULFILLABLE[status]);
    const written = audit(actor, 'order.fulfilled', null);
    // The update is guarded by the order's status: of two staff at once, one records its PIN and
    // the other finds the order fulfilled.
    const done = await deps.fulfilment.completeOrder(orderId, typed, false, (tx, order) =>
      written(tx, order, { ...order, status: 'fulfilled', pin: typed }),
    );
    if (!done) {
      if (await refundUnderWay(db, orderId)) throw conflict(REFUND_UNDER_WAY);
      const now = staffStatusOf((await row(orderId)).order);
      throw conflict(now === 'awaiting_pin' ? NOT_FULFILLABLE.fulfilled : NOT_FULFILLABLE[now]);
    }
    return get(orderId, actor);
  }

  /**
   * Replaces a fulfilled order's PIN typed wrongly and queues the corrected PIN's e-mail; the audit
   * entry keeps both PINs masked. 409 when the order has no PIN (or a refund of it is under way).
   */
  async function correctPin(
    actor: Actor,
    orderId: string,
    input: { pin: string; reason: string },
  ): Promise<StaffOrderDetail> {
    const typed = input.pin.trim();
    const reason = input.reason.trim();
    if (!pinPattern.test(typed)) throw invalidField('pin', pinMessage);
    if (!reason) throw invalidField('reason', 'Say why the PIN is corrected.');
    const before = await row(orderId);
    refuseOwnOrder(actor, before.order);
    if (before.order.status !== 'fulfilled') throw conflict(NO_PIN_TO_CORRECT);
    if (before.order.pin === typed) throw invalidField('pin', 'This is the PIN the order has already.');
    const done = await deps.fulfilment.correctPin(
      orderId,
      typed,
      audit(actor, 'order.pin_corrected', reason),
    );
    if (!done) {
      if (await refundUnderWay(db, orderId)) throw conflict(REFUND_UNDER_WAY);
      throw conflict(NO_PIN_TO_CORRECT);
    }
    return get(orderId, actor);
  }

  /**
   * A card payment refunded before the order's own write: the order is claimed (so nobody else
   * fulfils, fails or refunds it meanwhile), the provider refunds with the order's idempotency key,
   * then `write` records it; a provider failure gives the claim up and changes nothing.
   */
  async function withCardRefund(
    orderId: string,
    statuses: Order['status'][],
    write: (opts: Pick<StaffWrite, 'claim' | 'cardRefund'>) => Promise<boolean>,
  ): Promise<boolean> {
    const claim = await claimOrderRefund(db, orderId, statuses);
    if (!claim) return false;
    let cardRefund;
    try {
      cardRefund = await deps.orderPayments.refund(orderId);
    } catch (err) {
      await releaseOrderRefund(db, orderId, claim);
      throw err;
    }
    return write({ claim, cardRefund });
  }

  /**
   * Fails a paid order waiting for its PIN: a point is given back, a subscription use has nothing
   * to give back, a card payment is refunded through the payment provider; the customer is
   * e-mailed. 409 when the order is not awaiting a PIN; 502 when the provider refuses the refund.
   */
  async function fail(actor: Actor, orderId: string, reason: string): Promise<StaffOrderDetail> {
    const text = reason.trim();
    if (!text) throw invalidField('reason', 'Say why the order failed.');
    const before = await row(orderId);
    refuseOwnOrder(actor, before.order);
    const status = staffStatusOf(before.order);
    if (status !== 'awaiting_pin') throw conflict(NOT_FAILABLE[status]);
    const staff = { by: actor.email, onDone: audit(actor, 'order.failed', text) };
    const done =
      before.order.payment === 'card'
        ? await withCardRefund(orderId, ['paid'], (card) =>
            deps.fulfilment.failOrder(orderId, text, { ...staff, ...card }),
          )
        : await deps.fulfilment.failOrder(orderId, text, staff);
    if (!done) {
      if (await refundUnderWay(db, orderId)) throw conflict(REFUND_UNDER_WAY);
      const now = staffStatusOf((await row(orderId)).order);
      throw conflict(now === 'awaiting_pin' ? NOT_FAILABLE.failed : NOT_FAILABLE[now]);
    }
    return get(orderId, actor);
  }

  /**
   * Gives back what paid for a fulfilled order (the customer keeps the PIN): the point, or the card
   * payment through the payment provider; a card order that failed without a refund is refunded
   * too. 409 when the order has no PIN yet, is unpaid, or was refunded already; 502 when the
   * provider refuses the refund.
   */
  async function refund(actor: Actor, orderId: string, reason: string): Promise<StaffOrderDetail> {
    const text = reason.trim();
    if (!text) throw invalidField('reason', 'Say why the order is refunded.');
    const before = await row(orderId);
    refuseOwnOrder(actor, before.order);
    if (before.order.payment === 'card')
      checkRefundLimit(actor, before.order.priceCents, before.order.currency, deps.limits);
    const refused = notRefundable(before.order);
    if (refused) throw conflict(refused);
    const staff = { by: actor.email, onDone: audit(actor, 'order.refunded', text) };
    const done =
      before.order.payment === 'card'
        ? await withCardRefund(orderId, ['fulfilled', 'failed'], (card) =>
            deps.fulfilment.refundOrder(orderId, text, { ...staff, ...card }),
          )
        : await deps.fulfilment.refundOrder(orderId, text, staff);
    if (!done) {
      if (await refundUnderWay(db, orderId)) throw conflict(REFUND_UNDER_WAY);
      throw conflict(notRefundable((await row(orderId)).order) ?? REFUND_UNDER_WAY);
    }
    return get(orderId, actor);
  }

  return { list, get, revealPin, fulfil, correctPin, fail, refund };
}

export type StaffOrders = ReturnType<typeof createStaffOrders>;
