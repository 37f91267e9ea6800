/**
 * The export of everything the shop holds about one customer (GDPR art. 15 and 20; decision 055):
 * only rows of their account, and of sessions only the times, never a token.
 */
import { and, asc, eq, max } from 'drizzle-orm';
import type { AccountExport } from '@navihub/contract/account-data';
import type { DbOrTx } from '../../db/client.js';
import {
  bulkOrders,
  webhookEndpoints,
  orders,
  payments,
  pointBalances,
  pointLedger,
  refreshTokens,
  sessions,
  subscriptions,
  tools,
  users,
} from '../../db/schema.js';
import { consentRowsOfOrders } from '../consents/index.js';
import { invoicesOf } from './invoices-link.js';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export async function collectAccountExport(
  db: DbOrTx,
  userId: number,
  now = new Date(),
): Promise<AccountExport | undefined> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return undefined;
  const [orderRows, paymentRows, balances, ledger, subs, sessionRows, invoices, batches, endpoints] =
    await Promise.all([
      db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.number)),
      db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt)),
      db
        .select({ tool: tools.name, amount: pointBalances.amount })
        .from(pointBalances)
        .innerJoin(tools, eq(tools.id, pointBalances.toolId))
        .where(eq(pointBalances.userId, userId))
        .orderBy(asc(pointBalances.id)),
      db
        .select({
          tool: tools.name,
          delta: pointLedger.delta,
          reason: pointLedger.reason,
          reference: pointLedger.reference,
          createdAt: pointLedger.createdAt,
        })
        .from(pointLedger)
        .innerJoin(tools, eq(tools.id, pointLedger.toolId))
        .where(eq(pointLedger.userId, userId))
        .orderBy(asc(pointLedger.id)),
      db
        .select({ tool: tools.name, endDate: subscriptions.endDate })
        .from(subscriptions)
        .innerJoin(tools, eq(tools.id, subscriptions.toolId))
        .where(eq(subscriptions.userId, userId))
        .orderBy(asc(subscriptions.id)),
      db
        .select({
          signedInAt: sessions.signedInAt,
          endedAt: sessions.endedAt,
          lastRefresh: max(refreshTokens.createdAt),
        })
        .from(sessions)
        .leftJoin(refreshTokens, eq(refreshTokens.sessionId, sessions.id))
        .where(eq(sessions.userId, userId))
        .groupBy(sessions.id)
        .orderBy(asc(sessions.signedInAt)),
      invoicesOf(db, userId),
      // Live only: the sandbox's test batches and test endpoints are not the customer's data (decision 066).
      db
        .select()
        .from(bulkOrders)
        .where(and(eq(bulkOrders.userId, userId), eq(bulkOrders.livemode, true)))
        .orderBy(asc(bulkOrders.createdAt)),
      db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.livemode, true)))
        .orderBy(asc(webhookEndpoints.id)),
    ]);
  // The consents given with these orders (issue 32, decision 057), in the orders' order.
  const numbers = new Map(orderRows.map((o) => [o.id, o.number]));
  const orderConsents = (
    await consentRowsOfOrders(
      db,
      orderRows.map((o) => o.id),
    )
  )
    .map((c) => ({
      order_id: c.orderId,
      order_number: numbers.get(c.orderId)!,
      kind: c.kind,
      given_at: c.givenAt.toISOString(),
      text_version: c.textVersion,
      language: c.language,
      exempt_reason: c.exemptReason,
    }))
    .sort((a, b) => a.order_number - b.order_number);

  return {
    exported_at: now.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      speciality: user.speciality,
      birthday: user.birthday,
      role: user.role,
      discount_percent: user.discountPercent,
      created_at: user.createdAt.toISOString(),
      email_verified_at: iso(user.emailVerifiedAt),
      signs_in_with_password: user.passwordHash !== null,
      signs_in_with_google: user.googleSub !== null,
      language: user.language,
    },
    consents: { receive_email: user.receiveEmail, orders: orderConsents },
    orders: orderRows.map((o) => ({
      id: o.id,
      number: o.number,
      created_at: o.createdAt.toISOString(),
      comand: o.comand,
      map_region: o.mapRegion,
      version: o.version,
      vin: o.vin,
      payment: o.payment,
      status: o.status,
      price_cents: o.priceCents,
      currency: o.currency,
      email: o.email,
      pin: o.pin,
      paid_at: iso(o.paidAt),
      fulfilled_at: iso(o.fulfilledAt),
      failed_at: iso(o.failedAt),
      refunded_at: iso(o.refundedAt),
      refund_amount_cents: o.refundAmountCents,
      user_ip: o.userIp,
      request_ip: o.requestIp,
    })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      kind: p.kind,
      order_id: p.orderId,
      description: p.description,
      amount_cents: p.amountCents,
      currency: p.currency,
      status: p.status,
      provider: p.provider,
      email: p.email,
      created_at: p.createdAt.toISOString(),
      fulfilled_at: iso(p.fulfilledAt),
      user_ip: p.userIp,
      request_ip: p.requestIp,
    })),
    points: {
      balances,
      ledger: ledger.map((l) => ({
        tool: l.tool,
        delta: l.delta,
        reason: l.reason,
        reference: l.reference,
        created_at: l.createdAt.toISOString(),
      })),
    },
    subscriptions: subs.map((s) => ({ tool: s.tool, end_date: s.endDate.toISOString() })),
    invoices: invoices.map((i) => ({ number: i.number, issued_at: i.issuedAt.toISOString() })),
    sessions: sessionRows.map((s) => {
      // A refresh is the last sign of use the shop records (access tokens are not logged).
      const last =
        s.lastRefresh && new Date(s.lastRefresh) > s.signedInAt ? new Date(s.lastRefresh) : s.signedInAt;
      return {
        signed_in_at: s.signedInAt.toISOString(),
        last_used_at: last.toISOString(),
        ended_at: iso(s.endedAt),
      };
    }),
    bulk_orders: batches.map((b) => ({
      id: b.id,
      status: b.status,
      paid_with: b.payment,
      rows: b.rowCount,
      valid_rows: b.validRows,
      request_ip: b.requestIp,
      created_at: b.createdAt.toISOString(),
      completed_at: iso(b.completedAt),
    })),
    webhook_endpoints: endpoints.map((e) => ({
      url: e.url,
      events: e.events,
      created_at: e.createdAt.toISOString(),
      disabled_at: iso(e.disabledAt),
    })),
  };
}

/** The export's file name: the shop's, the account's number and the day. */
export function exportFileName(userId: number, now = new Date()): string {
  return `navihub-account-${userId}-${now.toISOString().slice(0, 10)}.json`;
}
