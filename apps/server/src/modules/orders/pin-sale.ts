/**
 * What a `pin` payment sells, registered with payments (decision 049): paid, its order becomes
 * paid and its fulfilment job is queued; given up, its pending order fails; refunded at the
 * provider (a dashboard refund, a dispute, the shop's refund of a capture it did not honour), the
 * order records it (give-back.ts); its invoice names the order's reference and particulars.
 */
import { orderReference } from '@navihub/contract/order-reference';
import type { Sale } from '../payments/index.js';
import { recordProviderRefund } from './give-back.js';
import type { OrderEvents } from './order-events.js';
import { findOrder } from './order.js';
import { failUnpaidOrder, payOrder } from './place-order.js';
import { failUnpaidTestOrder, payTestOrder } from './test-orders.js';

/** The `pin` sale; a refund the provider reports is told to the order events' listeners. */
export const pinSale = (events: OrderEvents): Sale => ({
  queuesJob: true,
  async grant(tx, payment) {
    if (payment.orderId) await payOrder(tx, payment.orderId);
  },
  async unpaid(tx, payment, reason) {
    if (payment.orderId) await failUnpaidOrder(tx, payment.orderId, reason);
  },
  // The sandbox's card payment (decision 073): its test order is paid and gets a demo PIN.
  async testPaid(tx, payment) {
    if (payment.testOrderId) await payTestOrder(tx, payment.testOrderId);
  },
  async testUnpaid(tx, payment, reason) {
    if (payment.testOrderId) await failUnpaidTestOrder(tx, payment.testOrderId, reason);
  },
  async refunded(tx, payment, refund) {
    if (!payment.orderId) return;
    const recorded = await recordProviderRefund(tx, payment.orderId, {
      amountCents: refund.amountCents,
      providerRefundId: refund.id,
      reason: refund.reason,
      totalCents: refund.totalCents,
      full: refund.full,
    });
    const order = recorded && events.listening ? await findOrder(tx, payment.orderId) : undefined;
    // Payments commits; its job worker polls for what the listeners queued.
    if (order) await events.record(tx, [{ type: 'order.refunded', order }]);
  },
  async invoiceParticulars(tx, payment) {
    const order = payment.orderId ? await findOrder(tx, payment.orderId) : undefined;
    if (!order) return undefined;
    const reference = orderReference(order.number);
    return {
      reference,
      details: [
        `Order ${reference}`,
        `Head unit: ${order.comand}`,
        `Map region: ${order.mapRegion}`,
        `Version: ${order.version}`,
        `VIN: ${order.vin}`,
      ],
      item: {
        kind: 'pin',
        reference,
        headUnit: order.comand,
        mapRegion: order.mapRegion,
        version: order.version,
        vin: order.vin,
      },
    };
  },
});
