/**
 * Staff's work on PIN orders (issue 12): the queue, one order, entering a PIN bought by hand
 * (PIN_PROVIDER=manual) and failing an order. Fulfilling and failing are the codes module's
 * completeOrder and failOrder, the same steps the fulfilment job and the operator CLI
 * (`npm run orders -- fulfil|fail`, which builds this same service) take, so the customer's check
 * page, history and PIN e-mail follow as they do for a PIN from a supplier.
 */
import {
  DEFAULT_PIN_PATTERN,
  type StaffOrder,
  type StaffOrderDetail,
  type StaffOrderStatus,
} from '@navihub/contract/backoffice';
import { centsToAmount } from '@navihub/contract/rules';
import { checkVinForHeadUnit } from '@navihub/contract/vin/form-check';
import type { Db } from '../../db/client.js';
import { DomainError, invalidField, notFound } from '../../lib/domain-errors.js';
import type { Fulfilment } from '../codes/fulfilment.js';
import { findStaffOrder, listStaffOrders, staffStatusOf, type StaffOrderRow } from '../codes/staff-orders.js';

export interface StaffOrdersDeps {
  db: Db;
  /** Built with the manual PIN provider: a PIN staff enter is recorded as `manual`. */
  fulfilment: Pick<Fulfilment, 'completeOrder' | 'failOrder'>;
  /** PIN_PATTERN: a regular expression a PIN staff enter must match. */
  pinPattern: string;
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

export function toStaffOrder({ order, customerEmail }: StaffOrderRow): StaffOrder {
  return {
    id: order.id,
    number: order.number,
    created_at: order.createdAt.toISOString(),
    email: order.email ?? customerEmail,
    comand: order.comand,
    map_region: order.mapRegion,
    version: order.version,
    vin: order.vin,
    paid_with: order.payment,
    // The order keeps the price the card payment was made for (placeCardOrder); a point or a
    // subscription use has no amount.
    amount: order.payment === 'card' ? centsToAmount(order.priceCents) : null,
    currency: order.currency,
    status: staffStatusOf(order),
  };
}

function timelineOf({ order }: StaffOrderRow): StaffOrderDetail['timeline'] {
  const paidWith = { points: 'a point', subscription: 'a subscription use', card: 'card' }[order.payment];
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
    // The orders table records why an order failed, not when.
    timeline.push({ at: null, event: 'failed', detail: order.failureReason ?? 'Failed.' });
  }
  return timeline;
}

export function toStaffOrderDetail(row: StaffOrderRow): StaffOrderDetail {
  const vin = checkVinForHeadUnit(row.order.vin, row.order.comand);
  return {
    ...toStaffOrder(row),
    pin: row.order.pin,
    failure_reason: row.order.failureReason,
    vin_summary: vin.summary ?? `Invalid VIN: ${vin.reason ?? 'not readable'}`,
    vin_warnings: vin.block && vin.reason ? [vin.reason, ...vin.warnings] : vin.warnings,
    payment: null,
    refund: null,
    timeline: timelineOf(row),
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

  async function get(orderId: string): Promise<StaffOrderDetail> {
    return toStaffOrderDetail(await row(orderId));
  }

  /** Records a PIN bought by hand and queues its e-mail; 409 when the order is not awaiting one. */
  async function fulfil(orderId: string, pin: string): Promise<StaffOrderDetail> {
    const typed = pin.trim();
    if (!pinPattern.test(typed)) throw invalidField('pin', pinMessage);
    const before = await row(orderId);
    const status = staffStatusOf(before.order);
    if (status !== 'awaiting_pin') throw conflict(NOT_FULFILLABLE[status]);
    // The update is guarded by the order's status: of two staff at once, one records its PIN and
    // the other finds the order fulfilled.
    if (!(await deps.fulfilment.completeOrder(orderId, typed, false))) {
      const now = staffStatusOf((await row(orderId)).order);
      throw conflict(now === 'awaiting_pin' ? NOT_FULFILLABLE.fulfilled : NOT_FULFILLABLE[now]);
    }
    return get(orderId);
  }

  /**
   * Fails a paid order as the fulfilment job does when the supplier gives up: a point is given
   * back, a subscription use has nothing to give back (as failOrder does today), a card payment is recorded as to be refunded (the
   * refund through Stripe is a later slice: staff refund it in Stripe's dashboard meanwhile).
   */
  async function fail(orderId: string, reason: string): Promise<StaffOrderDetail> {
    const text = reason.trim();
    if (!text) throw invalidField('reason', 'Say why the order failed.');
    const before = await row(orderId);
    const status = staffStatusOf(before.order);
    if (status !== 'awaiting_pin') throw conflict(NOT_FAILABLE[status]);
    if (!(await deps.fulfilment.failOrder(orderId, text))) {
      const now = staffStatusOf((await row(orderId)).order);
      throw conflict(now === 'awaiting_pin' ? NOT_FAILABLE.failed : NOT_FAILABLE[now]);
    }
    return get(orderId);
  }

  return { list, get, fulfil, fail };
}

export type StaffOrders = ReturnType<typeof createStaffOrders>;
