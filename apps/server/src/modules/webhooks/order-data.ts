/**
 * The `data` of an `order.*` event (the contract's `orderEventData`): the order as its customer's
 * history tells it, its status, PIN and what was given back.
 */
import type { OrderEventData } from '@navihub/contract/webhooks';
import { orderReference } from '@navihub/contract/order-reference';
import { testReference } from '@navihub/contract/sandbox';
import { centsToAmount } from '@navihub/contract/rules';
import type { DbOrTx } from '../../db/client.js';
import {
  paidViaPaypal,
  paidWithOf,
  refundStateOf,
  type Order,
  type OrderEvent,
  type OrderEventListener,
} from '../orders/index.js';
import { publishEvents, type PublishedEvent } from './publish.js';

export function orderEventData(order: Order, viaPaypal: boolean, livemode = true): OrderEventData {
  const reference = orderReference(order.number);
  return {
    order_id: order.id,
    reference: livemode ? reference : testReference(reference),
    status: order.status === 'fulfilled' ? 'fulfilled' : 'failed',
    comand: order.comand,
    map_region: order.mapRegion,
    version: order.version,
    vin: order.vin,
    pin: order.pin,
    pin_is_demo: order.pinIsDemo,
    paid_with: paidWithOf(order, viaPaypal),
    price: order.payment === 'card' ? centsToAmount(order.priceCents) : null,
    currency: order.currency,
    failure_reason: order.failureReason,
    ...refundStateOf(order),
    created_at: order.createdAt.toISOString(),
    livemode,
  };
}

/** The events of orders with an account (a guest's card order has no endpoints), as published. */
export async function publishedOrderEvents(tx: DbOrTx, events: OrderEvent[]): Promise<PublishedEvent[]> {
  const owned = events.filter((event) => event.order.userId !== null);
  const cardIds = owned.filter((e) => e.order.payment === 'card').map((e) => e.order.id);
  const viaPaypal = await paidViaPaypal(tx, cardIds);
  return owned.map((event) => ({
    userId: event.order.userId!,
    event: event.type,
    data: orderEventData(event.order, viaPaypal.has(event.order.id), event.livemode ?? true),
    livemode: event.livemode ?? true,
  }));
}

/**
 * What webhooks listen to orders with: the deliveries of each event queued in its transaction;
 * `committed` (the plugin's) nudges the job worker, else the next poll sends them.
 */
export const webhookOrderListener = (committed?: () => void): OrderEventListener => ({
  record: async (tx, events) => (await publishEvents(tx, await publishedOrderEvents(tx, events))) > 0,
  ...(committed ? { committed } : {}),
});
