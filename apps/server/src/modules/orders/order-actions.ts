/**
 * Staff's use cases of an order, bound to their dependencies once (the orders plugin decorates the
 * shop with them as `orders`; the operator CLI builds the same): each call is one file's use case.
 */
import type { Actor } from '../audit/index.js';
import { correctPin } from './correct-pin.js';
import { staffFailOrder } from './fail-order.js';
import { fulfilOrder } from './fulfil-order.js';
import type { OrderDeps } from './order.js';
import { refundOrderPayment, type OrderPayments } from './refund-claim.js';
import { refundOrder } from './refund-order.js';
import { revealPin } from './reveal-pin.js';
import type { OrderLimits } from './staff-guards.js';

export interface OrderActionsDeps extends OrderDeps {
  payments: OrderPayments;
  /** PIN_PATTERN: a regular expression a PIN staff enter must match. */
  pinPattern: string;
  /** What a staff member may do alone (config); needed to reveal PINs. */
  limits?: OrderLimits | undefined;
}

export function createOrderActions(deps: OrderActionsDeps) {
  return {
    fulfil: (actor: Actor, orderId: string, pin: string) => fulfilOrder(deps, actor, orderId, pin),
    correctPin: (actor: Actor, orderId: string, input: { pin: string; reason: string }) =>
      correctPin(deps, actor, orderId, input),
    fail: (actor: Actor, orderId: string, reason: string) => staffFailOrder(deps, actor, orderId, reason),
    refund: (actor: Actor, orderId: string, reason: string) => refundOrder(deps, actor, orderId, reason),
    revealPin: (actor: Actor, orderId: string) => revealPin(deps, actor, orderId),
    /** The payment of an order (the one that paid it, else the newest attempt). */
    paymentOf: (orderId: string) => deps.payments.paymentOfOrder(orderId),
    /** The card refund alone, as refund-order.ts makes it (the claim aside). */
    refundPayment: (orderId: string) => refundOrderPayment(deps.payments, orderId),
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
