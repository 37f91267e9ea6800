/** Generating navigation codes with points or a subscription, checking them, and the order history. */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { CheckResponse, HistoryItem } from '@navihub/contract/codes';
import { messages } from '@navihub/contract/messages';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders, subscriptions } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { findVariant } from '../catalog/service.js';
import { enqueueJob } from '../jobs/queue.js';
import { debitPoints, toolId } from '../points/ledger.js';
import { FULFIL_ORDER_JOB, type Order } from './fulfilment.js';

export interface GenerateInput {
  comand: string;
  mapRegion: string;
  version: string;
  vin: string;
  userIp?: string | null;
  requestIp: string;
}

export interface CodesDeps {
  db: Db;
  subscriptionDailyLimit: number;
  onJobQueued: () => void;
}

export const newOrderId = () => randomUUID();

/** Locks and returns the user's active navigation subscription, if any. */
async function activeSubscription(tx: DbOrTx, userId: number, tool: number) {
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.toolId, tool),
        gt(subscriptions.endDate, sql`now()`),
      ),
    )
    .for('update');
  return sub;
}

export function createCodesService(deps: CodesDeps) {
  const { db } = deps;

  /** One transaction: entitlement taken (subscription use or one point), order written, fulfilment queued. */
  async function generate(userId: number, input: GenerateInput): Promise<string> {
    const variant = await findVariant(db, input);
    if (!variant)
      throw new HttpError(400, { detail: messages.unknownVariant, map_region: [messages.unknownVariant] });
    const orderId = newOrderId();
    await db.transaction(async (tx) => {
      const tool = await toolId(tx, NAVIGATION_TOOL);
      const sub = await activeSubscription(tx, userId, tool);
      let payment: 'subscription' | 'points';
      if (sub) {
        if (deps.subscriptionDailyLimit > 0) {
          const [used] = await tx
            .select({ n: count() })
            .from(orders)
            .where(
              and(
                eq(orders.userId, userId),
                eq(orders.payment, 'subscription'),
                gte(orders.createdAt, sql`date_trunc('day', now())`),
              ),
            );
          if ((used?.n ?? 0) >= deps.subscriptionDailyLimit) {
            throw new HttpError(429, { detail: messages.subscriptionDailyLimit });
          }
        }
        payment = 'subscription';
      } else {
        const debited = await debitPoints(tx, {
          userId,
          toolId: tool,
          amount: 1,
          reason: 'order',
          reference: orderId,
        });
        if (!debited) throw new HttpError(402, { detail: messages.noEntitlement });
        payment = 'points';
      }
      await tx.insert(orders).values({
        id: orderId,
        userId,
        variantId: variant.id,
        comand: variant.comand,
        mapRegion: variant.mapRegion,
        version: variant.version,
        vin: input.vin,
        payment,
        status: 'paid',
        paidAt: new Date(),
        userIp: input.userIp ?? null,
        requestIp: input.requestIp,
      });
      await enqueueJob(tx, FULFIL_ORDER_JOB, { orderId });
    });
    deps.onJobQueued();
    return orderId;
  }

  async function ownOrder(userId: number, orderId: string): Promise<Order> {
    const order = await db.query.orders.findFirst({
      where: and(eq(orders.id, orderId), eq(orders.userId, userId)),
    });
    // Someone else's order answers exactly like a missing one.
    if (!order) throw notFound();
    return order;
  }

  async function check(userId: number, orderId: string): Promise<CheckResponse> {
    return orderStatus(await ownOrder(userId, orderId));
  }

  async function history(userId: number, page: number, pageSize: number) {
    const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { count: total?.n ?? 0, results: rows.map(toHistoryItem) };
  }

  return { generate, check, history };
}

export function orderStatus(order: Order): CheckResponse {
  switch (order.status) {
    case 'fulfilled':
      return {
        status: 'success',
        data: order.pin,
        message: order.pinIsDemo ? messages.demoPin : messages.orderReady,
      };
    case 'failed':
      return { status: 'error', data: null, message: messages.orderFailed };
    default:
      return { status: 'pending', data: null, message: messages.orderPending };
  }
}

export function toHistoryItem(order: Order): HistoryItem {
  return {
    order_id: order.id,
    comand: order.comand,
    version: order.version,
    map_region: order.mapRegion,
    vin: order.vin,
    pin: order.pin,
    created_at: order.createdAt.toISOString(),
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
