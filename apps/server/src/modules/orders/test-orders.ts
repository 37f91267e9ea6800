/**
 * Test orders of the sandbox (issue 34 part 3, docs/decisions/066): what an `nh_test_` API key's
 * generate, order check, history and bulk orders work on. They live in `test_orders`, apart from
 * `orders`, so nothing live reads them; nothing pays for them (no point, no subscription day, no
 * money); their PIN comes from the demo provider and is marked so; no e-mail is sent. Their
 * fulfilment is the `test-order` job on the shop's queue, which plays the sandbox's test VINs
 * (out of stock, a delayed PIN, a refused VIN) and tells the order's events as live fulfilment
 * does, marked `livemode: false`, so only the account's test webhook endpoints hear them.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CheckResponse } from '@navihub/contract/codes';
import type { HistoryItem } from '@navihub/contract/history';
import { messages } from '@navihub/contract/messages';
import { orderReference } from '@navihub/contract/order-reference';
import { CURRENCY } from '@navihub/contract/rules';
import {
  SANDBOX_DELAY_SECONDS,
  SANDBOX_OUT_OF_STOCK_SECONDS,
  sandboxCaseOf,
  testReference,
} from '@navihub/contract/sandbox';
import type { Db, DbOrTx } from '../../db/client.js';
import { testOrders } from '../../db/schema.js';
import { notFound, unknownVariant } from '../../lib/domain-errors.js';
import { createDemoPinProvider } from '../../providers/pin/demo.js';
import { listVariants } from '../catalog/index.js';
import { enqueueJob, type JobHandler } from '../jobs/index.js';
import { noOrderEvents, type OrderEvents } from './order-events.js';
import type { Order } from './order.js';

/** Obtains a test order's PIN from the demo provider, or plays its test VIN's case. */
export const TEST_ORDER_JOB = 'test-order';

export type TestOrder = typeof testOrders.$inferSelect;

export interface TestOrderInput {
  orderId: string;
  comand: string;
  mapRegion: string;
  version: string;
  vin: string;
}

export interface TestOrdersDeps {
  db: Db;
  /** The demo provider's secret: a test PIN is made as a demo PIN is. */
  demoPinSecret: string;
  events?: OrderEvents | undefined;
  onJobQueued: () => void;
}

const reference = (order: TestOrder) => testReference(orderReference(order.number));

/** When a test order's job runs: later for the test VINs that keep it pending a while. */
function fulfilAt(vin: string): Date | undefined {
  const testVin = sandboxCaseOf(vin);
  const seconds =
    testVin?.case === 'delayed_pin'
      ? SANDBOX_DELAY_SECONDS
      : testVin?.case === 'out_of_stock'
        ? SANDBOX_OUT_OF_STOCK_SECONDS
        : 0;
  return seconds > 0 ? new Date(Date.now() + seconds * 1000) : undefined;
}

/**
 * Places test orders (status `paid`, their job queued) in the caller's transaction, each only when
 * its head unit, region and version are on offer, as live; resolves with the ids placed.
 */
export async function placeTestOrders(
  tx: DbOrTx,
  userId: number,
  inputs: readonly TestOrderInput[],
  /** Pending: a test card payment's order, paid (and its job queued) when its checkout is (decision 073). */
  { pending = false }: { pending?: boolean } = {},
): Promise<Set<string>> {
  if (inputs.length === 0) return new Set();
  const offered = (await listVariants(tx)).map((v) => ({
    comand: v.comand,
    mapRegion: v.map_region,
    version: v.version,
  }));
  const key = (v: { comand: string; mapRegion: string; version: string }) =>
    [v.comand, v.mapRegion, v.version].join('\u0000');
  const onOffer = new Set(offered.map(key));
  const placed = inputs.filter((input) => onOffer.has(key(input)));
  if (placed.length === 0) return new Set();
  await tx.insert(testOrders).values(
    placed.map((input) => ({
      id: input.orderId,
      userId,
      comand: input.comand,
      mapRegion: input.mapRegion,
      version: input.version,
      vin: input.vin,
      status: pending ? ('pending' as const) : ('paid' as const),
    })),
  );
  if (pending) return new Set(placed.map((input) => input.orderId));
  for (const input of placed) {
    await enqueueJob(tx, TEST_ORDER_JOB, { orderId: input.orderId }, fulfilAt(input.vin));
  }
  return new Set(placed.map((input) => input.orderId));
}

/**
 * A pending test order whose sandbox checkout was paid becomes paid and its job is queued, as a
 * live card order's payment does (decision 073); once: false when it was not pending.
 */
export async function payTestOrder(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [paid] = await tx
    .update(testOrders)
    .set({ status: 'paid' })
    .where(and(eq(testOrders.id, orderId), eq(testOrders.status, 'pending')))
    .returning();
  if (!paid) return false;
  await enqueueJob(tx, TEST_ORDER_JOB, { orderId }, fulfilAt(paid.vin));
  return true;
}

/** A pending test order whose sandbox checkout was declined fails, as a live unpaid card order does. */
export async function failUnpaidTestOrder(tx: DbOrTx, orderId: string, reason: string): Promise<void> {
  await tx
    .update(testOrders)
    .set({ status: 'failed', failureReason: reason, failedAt: sql`now()` })
    .where(and(eq(testOrders.id, orderId), eq(testOrders.status, 'pending')));
}

/** The settled and open test orders among `orderIds`, as `orderOutcomes` tells live ones. */
export async function testOrderOutcomes(
  q: DbOrTx,
  orderIds: string[],
): Promise<
  Map<string, { number: number; reference: string; status: string; pin: string | null; demo: boolean }>
> {
  if (orderIds.length === 0) return new Map();
  const rows = await q.select().from(testOrders).where(inArray(testOrders.id, orderIds));
  return new Map(
    rows.map((row) => [
      row.id,
      { number: row.number, reference: reference(row), status: row.status, pin: row.pin, demo: true },
    ]),
  );
}

/**
 * A test order as an order row, for the listeners of order events (the webhooks): nothing paid,
 * the demo provider's PIN, and the sandbox's reference.
 */
function asOrder(row: TestOrder): Order {
  return {
    id: row.id,
    number: row.number,
    userId: row.userId,
    variantId: 0,
    comand: row.comand,
    mapRegion: row.mapRegion,
    version: row.version,
    vin: row.vin,
    payment: 'points',
    status: row.status,
    priceCents: 0,
    currency: CURRENCY,
    email: null,
    provider: 'demo',
    pin: row.pin,
    pinIsDemo: true,
    failureReason: row.failureReason,
    userIp: null,
    requestIp: null,
    createdAt: row.createdAt,
    paidAt: row.createdAt,
    fulfilledAt: row.fulfilledAt,
    refundClaim: null,
    refundClaimedAt: null,
    refundedAt: null,
    refundReason: null,
    refundGivenBack: null,
    refundAmountCents: null,
    providerRefundId: null,
    refundedBy: null,
    cardRefundedCents: null,
    failedAt: row.failedAt,
    // A test batch's orders are test orders: none mails anything (decision 066).
    bulkOrderId: null,
  };
}

export function createTestOrders(deps: TestOrdersDeps) {
  const { db } = deps;
  const events = deps.events ?? noOrderEvents;
  const demo = createDemoPinProvider(deps.demoPinSecret);

  /** A test order placed and its job queued; nothing is taken. 400 for a variant not on offer. */
  async function generate(userId: number, input: Omit<TestOrderInput, 'orderId'>): Promise<string> {
    const orderId = randomUUID();
    const placed = await db.transaction((tx) => placeTestOrders(tx, userId, [{ ...input, orderId }]));
    if (!placed.has(orderId)) throw unknownVariant();
    deps.onJobQueued();
    return orderId;
  }

  async function ownTestOrder(userId: number, orderId: string): Promise<TestOrder> {
    const [row] = await db
      .select()
      .from(testOrders)
      .where(and(eq(testOrders.id, orderId), eq(testOrders.userId, userId)));
    // A live order's id, or someone else's test order, answers exactly like a missing one.
    if (!row) throw notFound();
    return row;
  }

  async function check(userId: number, orderId: string): Promise<CheckResponse> {
    const order = await ownTestOrder(userId, orderId);
    const state =
      order.status === 'fulfilled'
        ? { status: 'success' as const, data: order.pin, message: messages.demoPin }
        : order.status === 'failed'
          ? {
              status: 'error' as const,
              data: null,
              message: `Test order: ${order.failureReason ?? messages.orderFailed}`,
            }
          : { status: 'pending' as const, data: null, message: messages.orderPending };
    return {
      ...state,
      order: {
        reference: reference(order),
        comand: order.comand,
        map_region: order.mapRegion,
        version: order.version,
        vin: order.vin,
      },
      livemode: false,
      invoice_url: null,
      credit_notes: [],
    };
  }

  async function history(userId: number, page: number, pageSize: number) {
    const [total] = await db.select({ n: count() }).from(testOrders).where(eq(testOrders.userId, userId));
    const rows = await db
      .select()
      .from(testOrders)
      .where(eq(testOrders.userId, userId))
      .orderBy(desc(testOrders.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return {
      count: total?.n ?? 0,
      results: rows.map((order): HistoryItem => ({
        order_id: order.id,
        reference: reference(order),
        comand: order.comand,
        version: order.version,
        map_region: order.mapRegion,
        vin: order.vin,
        pin: order.pin,
        created_at: order.createdAt.toISOString(),
        paid_with: 'points',
        refunded_at: null,
        refund_status: null,
        refunded_amount: null,
        currency: CURRENCY,
        price: null,
        tax: null,
        gross: null,
        livemode: false,
        invoice_url: null,
        credit_notes: [],
      })),
    };
  }

  /** The `test-order` job: the demo PIN, or the test VIN's failure, and its event, in one transaction. */
  const job: JobHandler = {
    async run(payload) {
      const orderId = String(payload.orderId);
      let committed = () => {};
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(testOrders).where(eq(testOrders.id, orderId)).for('update');
        if (!order || order.status !== 'paid') return;
        const testVin = sandboxCaseOf(order.vin);
        const failure = testVin?.failureReason ?? null;
        const pin = failure ? null : await demoPin(order);
        const [after] = await tx
          .update(testOrders)
          .set(
            failure
              ? { status: 'failed', failureReason: failure, failedAt: sql`now()` }
              : { status: 'fulfilled', pin, fulfilledAt: sql`now()` },
          )
          .where(and(eq(testOrders.id, orderId), eq(testOrders.status, 'paid')))
          .returning();
        if (!after) return;
        committed = await events.record(tx, [
          { type: failure ? 'order.failed' : 'order.fulfilled', order: asOrder(after), livemode: false },
        ]);
      });
      committed();
    },
  };

  async function demoPin(order: TestOrder): Promise<string> {
    const result = await demo.obtain({
      orderId: order.id,
      comand: order.comand,
      mapRegion: order.mapRegion,
      version: order.version,
      vin: order.vin,
    });
    return result.kind === 'ready' ? result.pin : '';
  }

  return { generate, check, history, job };
}

export type TestOrders = ReturnType<typeof createTestOrders>;
