/**
 * What every staff write of an order checks and records (decision 042): nobody acts on their own
 * order, a staff member (not an admin, not the operator CLI, not the shop) refunds at most
 * STAFF_REFUND_LIMIT, a PIN typed by hand matches PIN_PATTERN, and the write's audit entry is
 * recorded in its transaction with the order before and after.
 */
import { DEFAULT_PIN_PATTERN } from '@navihub/contract/backoffice';
import type { AuditAction } from '@navihub/contract/backoffice-audit';
import { centsToAmount } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import { DomainError, invalidField, notFound } from '../../lib/domain-errors.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { findOrder, type CardRefund, type Order } from './order.js';
import { staffStatusOf } from './staff-orders.js';

export type { Actor };

/** The audit log's actor for what the shop does by itself. */
export const SHOP_ACTOR: Actor = { id: 0, email: 'shop' };

export const ownAccount = (message: string) => new DomainError('forbidden', message, { code: 'own_account' });
export const needsAdmin = (message: string) => new DomainError('forbidden', message, { code: 'needs_admin' });
export const conflict = (message: string) => new DomainError('conflict', message);

export const REFUND_UNDER_WAY = 'A refund of this order is under way; look again in a moment.';

/**
 * Only a signed-in staff member is capped: an admin is not, nor the operator CLI (`cli:<user>`,
 * no role: whoever has the server's shell has the database too) or the shop's own jobs.
 */
export const isCapped = (actor: Actor) => actor.role === 'staff';

/** What a staff member may do alone with orders (config; decision 042). */
export interface OrderLimits {
  refundLimitCents: number;
  pinRevealsPerHour: number;
}

/** 403 `needs_admin` for a staff member's card refund above STAFF_REFUND_LIMIT. */
export function checkRefundLimit(
  actor: Actor,
  amountCents: number,
  currency: string,
  limits: Pick<OrderLimits, 'refundLimitCents'> | undefined,
): void {
  if (!isCapped(actor)) return;
  if (!limits) throw new Error('a staff member acts without the staff limits');
  if (amountCents > limits.refundLimitCents) {
    throw needsAdmin(
      `Staff may refund at most ${(limits.refundLimitCents / 100).toFixed(2)} ${currency}: ask an admin to refund this order.`,
    );
  }
}

/** The staff member's own order: theirs by account, or by the e-mail of a guest's card order. */
export function isOwnOrder(actor: Actor, order: Order): boolean {
  if (order.userId !== null && order.userId === actor.id) return true;
  return order.email !== null && order.email.toLowerCase() === actor.email.toLowerCase();
}

/** The order staff act on; 404 when there is none with this id. */
export async function orderToAct(db: DbOrTx, orderId: string): Promise<Order> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound();
  return order;
}

/** Nobody fulfils, fails, refunds or corrects the PIN of their own order (decision 042), admins included. */
export function refuseOwnOrder(actor: Actor, order: Order) {
  if (isOwnOrder(actor, order)) throw ownAccount('This is your own order: ask another staff member.');
}

/** A PIN staff typed, trimmed; 400 `pin` unless it matches PIN_PATTERN. */
export function typedPin(pattern: string, pin: string): string {
  const typed = pin.trim();
  if (!new RegExp(pattern).test(typed)) {
    throw invalidField(
      'pin',
      pattern === DEFAULT_PIN_PATTERN
        ? 'The PIN must be 4–32 letters, digits or dashes.'
        : `The PIN must match ${pattern}.`,
    );
  }
  return typed;
}

/** The PIN as the audit log keeps it: its last 4 characters. */
export const maskedPin = (pin: string | null) => (pin ? `****${pin.slice(-4)}` : null);

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

/** The audit entry of a staff write, recorded in the write's transaction. */
export const auditOf =
  (actor: Actor, action: AuditAction, reason: string | null) => (tx: DbOrTx, before: Order, after: Order) =>
    recordAudit(tx, actor, {
      action,
      subjectType: 'order',
      subjectId: before.id,
      reason,
      before: auditState(before),
      after: auditState(after),
    });

/** What staff pass to a write of an order's state (the job and the shop pass nothing). */
export interface StaffWrite {
  /** The refund claim they hold (a card refund made by the provider). */
  claim?: string | undefined;
  cardRefund?: CardRefund | undefined;
  /** The staff member's e-mail address, recorded with the refund. */
  by?: string | null;
  /** Runs in the transaction of the change, with the order before and after: the audit entry. */
  onDone?: (tx: DbOrTx, before: Order, after: Order) => Promise<void>;
}
