/**
 * Turning a paid order into a PIN. Every step is guarded by the order's status, so a job that
 * runs twice, or staff and a job at once, complete or fail an order exactly once.
 */
import { and, eq } from 'drizzle-orm';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import type { JobHandler } from '../jobs/worker.js';
import { PermanentJobError } from '../jobs/worker.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailTemplates } from '../mail/templates.js';
import { creditPoints, toolId } from '../points/ledger.js';
import { PinRefusedError, type PinProvider } from '../../providers/pin/provider.js';

export const FULFIL_ORDER_JOB = 'fulfil-order';

export interface FulfilmentDeps {
  db: Db;
  provider: PinProvider;
  brand: string;
  supportEmail: string;
  onMailQueued: () => void;
}

export type Order = typeof orders.$inferSelect;

/** Where the PIN e-mail goes: the invoice address of a card order, else the customer if they want mail. */
async function pinRecipient(tx: DbOrTx, order: Order): Promise<string | null> {
  if (order.email) return order.email;
  if (!order.userId) return null;
  const user = await tx.query.users.findFirst({ where: eq(users.id, order.userId) });
  return user?.receiveEmail ? user.email : null;
}

export function createFulfilment(deps: FulfilmentDeps) {
  const { db } = deps;

  /** Records the PIN of a paid order and queues its e-mail; false when the order was not awaiting one. */
  async function completeOrder(orderId: string, pin: string, demo: boolean): Promise<boolean> {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({
          status: 'fulfilled',
          pin,
          pinIsDemo: demo,
          fulfilledAt: new Date(),
          provider: deps.provider.name,
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
        .returning();
      if (!order) return false;
      const to = await pinRecipient(tx, order);
      if (to) {
        await enqueueMail(tx, {
          to,
          kind: 'pin-ready',
          meta: { orderId },
          ...mailTemplates.pinReady({
            brand: deps.brand,
            supportEmail: deps.supportEmail,
            orderId,
            comand: order.comand,
            mapRegion: order.mapRegion,
            version: order.version,
            vin: order.vin,
            pin,
            demo,
          }),
        });
      }
      return true;
    });
    if (done) deps.onMailQueued();
    return done;
  }

  /** Marks a paid order failed and gives back what paid for it, in one transaction. */
  async function failOrder(orderId: string, reason: string): Promise<boolean> {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ status: 'failed', failureReason: reason.slice(0, 500) })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
        .returning();
      if (!order) return false;
      let refunded = 'Nothing was charged.';
      if (order.payment === 'points' && order.userId) {
        await creditPoints(tx, {
          userId: order.userId,
          toolId: await toolId(tx, NAVIGATION_TOOL),
          amount: 1,
          reason: 'order-refund',
          reference: orderId,
        });
        refunded = 'Your point has been returned to your account.';
      } else if (order.payment === 'card') {
        refunded = 'Your card payment will be refunded.';
      }
      const to = await pinRecipient(tx, order);
      if (to) {
        await enqueueMail(tx, {
          to,
          kind: 'pin-failed',
          meta: { orderId },
          ...mailTemplates.pinFailed({
            brand: deps.brand,
            supportEmail: deps.supportEmail,
            orderId,
            vin: order.vin,
            refunded,
          }),
        });
      }
      return true;
    });
    if (done) deps.onMailQueued();
    return done;
  }

  const job: JobHandler = {
    async run(payload) {
      const orderId = String(payload.orderId);
      const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
      if (!order || order.status !== 'paid') return;
      let result;
      try {
        result = await deps.provider.obtain({
          orderId,
          comand: order.comand,
          mapRegion: order.mapRegion,
          version: order.version,
          vin: order.vin,
        });
      } catch (err) {
        if (err instanceof PinRefusedError) throw new PermanentJobError(err.message);
        throw err;
      }
      if (result.kind === 'awaiting-staff') return;
      await completeOrder(orderId, result.pin, result.demo);
    },
    async giveUp(payload, error) {
      await failOrder(String(payload.orderId), error);
    },
  };

  return { completeOrder, failOrder, job };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
