/** The customer's side of PIN orders: generate one with points or a subscription, check it, the history. */
import { orderReference } from '@navihub/contract/order-reference';
import { and, count, desc, eq, gt, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { CheckResponse, OrderSummary } from '@navihub/contract/codes';
import type { ConsentBody } from '@navihub/contract/consent';
import type { HistoryItem } from '@navihub/contract/history';
import { messages } from '@navihub/contract/messages';
import { centsToAmount } from '@navihub/contract/rules';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import {
  DomainError,
  notFound,
  tokenNotValid,
  unknownVariant,
  userNotFound,
} from '../../lib/domain-errors.js';
import { forgetConsent, recordConsent } from '../consents/index.js';
import { FULFIL_ORDER_JOB, type Order } from './order.js';
import { createEntitlementBatcher } from './entitlement-batcher.js';
import { newOrderId } from './place-order.js';
import { refundStateOf } from './give-back.js';
import { paidWithOf, paymentTaxColumn, viaPaypalColumn, type PaidTax } from './paid-with.js';
import { prepareTakeEntitlement, prepareTakeEntitlements } from './take-entitlement.js';
import { invoiceLinksOfOrders, NO_INVOICE } from '../invoices/index.js';

export interface GenerateInput {
  comand: string;
  mapRegion: string;
  version: string;
  vin: string;
  userIp?: string | null;
  requestIp: string;
  consent?: ConsentBody;
}

export interface CustomerOrdersDeps {
  db: Db;
  subscriptionDailyLimit: number;
  onJobQueued: () => void;
}

export function createCustomerOrders(deps: CustomerOrdersDeps) {
  const { db } = deps;
  const settings = { subscriptionDailyLimit: deps.subscriptionDailyLimit, jobKind: FULFIL_ORDER_JOB };
  const takeEntitlementAndOrder = createEntitlementBatcher({
    one: prepareTakeEntitlement(db, settings),
    many: prepareTakeEntitlements(db, settings),
  });

  /**
   * Entitlement taken (subscription use or one point), order written, fulfilment queued: one
   * statement, shared with the other requests that arrive at the same time.
   */
  async function generate(userId: number, sessionId: string, input: GenerateInput): Promise<string> {
    const orderId = newOrderId();
    await recordConsent(db, { orderId, consent: input.consent });
    const outcome = await takeEntitlementAndOrder({
      orderId,
      userId,
      sessionId,
      comand: input.comand,
      mapRegion: input.mapRegion,
      version: input.version,
      vin: input.vin,
      userIp: input.userIp ?? null,
      requestIp: input.requestIp,
    });
    if (!outcome.ok) {
      // Nothing was ordered: the consent written first names no order (decision 057).
      await forgetConsent(db, orderId);
      switch (outcome.reason) {
        case 'unknown-variant':
          throw unknownVariant();
        case 'unknown-user':
          throw userNotFound();
        case 'session-ended':
          throw tokenNotValid();
        case 'daily-limit':
          throw new DomainError('daily-limit', messages.subscriptionDailyLimit);
        default:
          throw new DomainError('no-entitlement', messages.noEntitlement);
      }
    }
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
    return withInvoice(db, orderStatus(await ownOrder(userId, orderId)), orderId);
  }

  async function history(userId: number, page: number, pageSize: number) {
    const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
    const rows = await db
      .select({ order: orders, viaPaypal: viaPaypalColumn(), tax: paymentTaxColumn() })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const invoices = await invoiceLinksOfOrders(
      db,
      rows.map((r) => r.order.id),
    );
    // The invoice's PDF and credit notes beside each order (decision 054).
    return {
      count: total?.n ?? 0,
      results: rows.map((r) => ({ ...toHistoryItem(r), ...(invoices.get(r.order.id) ?? NO_INVOICE) })),
    };
  }

  /**
   * When this PIN (head unit, region, version, VIN) was last bought by this e-mail (the order's
   * invoice e-mail or its account's) in the last 24 hours, paid and not refunded (issue 31).
   */
  async function recentPurchase(code: {
    comand: string;
    mapRegion: string;
    version: string;
    vin: string;
    email: string;
  }): Promise<Date | null> {
    const email = code.email.trim().toLowerCase();
    const [row] = await db
      .select({ at: max(orders.createdAt) })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          eq(orders.vin, code.vin.toUpperCase()),
          eq(orders.comand, code.comand),
          eq(orders.mapRegion, code.mapRegion),
          eq(orders.version, code.version),
          inArray(orders.status, ['paid', 'fulfilled']),
          isNull(orders.refundedAt),
          gt(orders.createdAt, sql`now() - interval '24 hours'`),
          or(sql`lower(${orders.email}) = ${email}`, sql`lower(${users.email}) = ${email}`),
        ),
      );
    return row?.at ?? null;
  }

  return { generate, check, history, recentPurchase };
}

/** A check answer with the order's invoice link and credit notes (decision 054). */
export async function withInvoice(
  db: DbOrTx,
  answer: CheckResponse,
  orderId: string,
): Promise<CheckResponse> {
  const links = (await invoiceLinksOfOrders(db, [orderId])).get(orderId) ?? NO_INVOICE;
  return { ...answer, ...links };
}

export function orderStatus(order: Order): CheckResponse {
  return { ...orderState(order), order: orderSummaryOf(order), livemode: true };
}

function orderState(order: Order): Omit<CheckResponse, 'order' | 'livemode'> {
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

/** The success page's summary of an order: one reference everywhere, the `NH-` one (issue 31). */
export function orderSummaryOf(order: Order): OrderSummary {
  return {
    reference: orderReference(order.number),
    comand: order.comand,
    map_region: order.mapRegion,
    version: order.version,
    vin: order.vin,
  };
}

export function toHistoryItem({
  order,
  viaPaypal,
  tax,
}: {
  order: Order;
  viaPaypal: boolean;
  tax: PaidTax | null;
}): HistoryItem {
  const paidByCard = order.payment === 'card' && order.priceCents > 0;
  // The gross beside the net price only when the sale charged taxes (decision 072).
  const taxed = paidByCard && tax?.mode === 'oss' ? tax : null;
  return {
    order_id: order.id,
    reference: orderReference(order.number),
    comand: order.comand,
    version: order.version,
    map_region: order.mapRegion,
    vin: order.vin,
    pin: order.pin,
    created_at: order.createdAt.toISOString(),
    paid_with: paidWithOf(order, viaPaypal),
    refunded_at: order.refundedAt?.toISOString() ?? null,
    ...refundStateOf(order),
    currency: order.currency,
    price: paidByCard ? centsToAmount(order.priceCents) : null,
    tax: taxed ? centsToAmount(taxed.taxCents) : null,
    gross: taxed ? centsToAmount(taxed.grossCents) : null,
    livemode: true,
    ...NO_INVOICE,
  };
}

export type CustomerOrders = ReturnType<typeof createCustomerOrders>;
