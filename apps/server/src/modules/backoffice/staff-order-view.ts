/**
 * How the back-office shows PIN orders (issue 12): the queue's rows and one order's page (its
 * timeline, payment, refund, and what the viewer may do). Only view mapping: staff's writes are the
 * orders module's use cases (orders/index.ts), which the routes call before showing the order again.
 */
import {
  maskPin,
  type StaffOrder,
  type StaffOrderDetail,
  type StaffOrderStatus,
} from '@navihub/contract/backoffice';
import { orderReference } from '@navihub/contract/order-reference';
import { centsToAmount } from '@navihub/contract/rules';
import { checkVinForHeadUnit } from '@navihub/contract/vin/form-check';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/domain-errors.js';
import type { Actor } from '../audit/index.js';
import {
  findStaffOrder,
  isCapped,
  isOwnOrder,
  listStaffOrders,
  paidWithOf,
  refundStateOf,
  staffStatusOf,
  waitingSince,
  type Order,
  type StaffOrderRow,
} from '../orders/index.js';
import type { Payment } from '../payments/index.js';

export interface StaffOrderViewsDeps {
  db: Db;
  /** The payment of an order (shown on its page). */
  paymentOf: (orderId: string) => Promise<Payment | undefined>;
  /** STAFF_REFUND_LIMIT: shown to a staff member, who may refund at most this alone. */
  refundLimitCents?: number | undefined;
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

export function createStaffOrderViews(deps: StaffOrderViewsDeps) {
  const { db } = deps;

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

  /** One order as `viewer` sees it: the PIN masked, with their refund limit if they have one. */
  async function get(orderId: string, viewer?: Actor): Promise<StaffOrderDetail> {
    const found = await findStaffOrder(db, orderId);
    if (!found) throw notFound();
    const payment = found.order.payment === 'card' ? await deps.paymentOf(orderId) : undefined;
    const limit = viewer && isCapped(viewer) ? deps.refundLimitCents : undefined;
    return toStaffOrderDetail(found, payment, {
      refundLimit: limit === undefined ? null : centsToAmount(limit),
      ownOrder: viewer !== undefined && isOwnOrder(viewer, found.order),
    });
  }

  return { list, get };
}

export type StaffOrderViews = ReturnType<typeof createStaffOrderViews>;
