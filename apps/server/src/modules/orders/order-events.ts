/**
 * What happened to an order, told to whoever listens (decision 060): a module above orders (the
 * webhooks) registers a listener at start-up (`app.orderEvents.listen`), and each use case that
 * fulfils, fails or refunds an order tells it inside the transaction of the change, so what the
 * listener writes (an outbox row, a job) commits or rolls back with it. Orders knows nothing of
 * the listeners.
 */
import type { DbOrTx } from '../../db/client.js';
import type { orders } from '../../db/schema.js';

// The row's type from the schema, as order.ts has it (order.ts imports this file's types).
type Order = typeof orders.$inferSelect;

export const ORDER_EVENT_TYPES = ['order.fulfilled', 'order.failed', 'order.refunded'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** An order right after the change the event tells. */
export interface OrderEvent {
  type: OrderEventType;
  order: Order;
  /** False for a test order of the sandbox (decision 066): only test endpoints hear it. Absent: live. */
  livemode?: boolean;
}

export interface OrderEventListener {
  /** Inside the transaction of the change; resolves true when it queued work to wake after commit. */
  record(tx: DbOrTx, events: OrderEvent[]): Promise<boolean>;
  /** After that transaction committed, when `record` said true (a worker nudged). */
  committed?(): void;
}

export interface OrderEvents {
  listen(listener: OrderEventListener): void;
  /** Whether anyone listens: without listeners, no transaction is opened for them. */
  readonly listening: boolean;
  /** Tells the listeners inside `tx`; resolves with what to call once `tx` committed. */
  record(tx: DbOrTx, events: OrderEvent[]): Promise<() => void>;
}

const nothing = () => {};

export function createOrderEvents(): OrderEvents {
  const listeners: OrderEventListener[] = [];
  return {
    listen(listener) {
      listeners.push(listener);
    },
    get listening() {
      return listeners.length > 0;
    },
    async record(tx, events) {
      if (events.length === 0 || listeners.length === 0) return nothing;
      const wake: Array<() => void> = [];
      for (const listener of listeners) {
        if ((await listener.record(tx, events)) && listener.committed) wake.push(listener.committed);
      }
      return wake.length === 0 ? nothing : () => wake.forEach((fn) => fn());
    },
  };
}

/** The events of a use case built without listeners (the operator CLI, a test's own deps). */
export const noOrderEvents: OrderEvents = {
  listen() {
    throw new Error('noOrderEvents takes no listener: give the use case its own createOrderEvents()');
  },
  listening: false,
  record: () => Promise.resolve(nothing),
};
