/**
 * Fulfilling a paid order: its PIN recorded and its e-mail queued, by the fulfilment job (a PIN
 * from the supplier, fulfil-order-job.ts) or by staff who bought it by hand (PIN_PROVIDER=manual,
 * recorded as `manual`). Every write is guarded by the order's status, so a job that runs twice, or
 * staff and a job at once, complete an order exactly once.
 *
 * The happy path is the hot one (every generated code passes here): the orders of one claim and
 * their e-mail recipients are read with one query, and the PINs, statuses and e-mails written with
 * one statement, which is atomic without a BEGIN/COMMIT pair around it.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { helpPathOf } from '@navihub/contract/help-anchors';
import { orderReference } from '@navihub/contract/order-reference';
import type { DbOrTx } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { consentsOfOrders } from '../consents/index.js';
import { mailTemplates, pageLanguageOf } from '../mail/index.js';
import { languagesOfOrders } from './order-language.js';
import { noOrderEvents, type OrderEvent } from './order-events.js';
import { pinRecipient, type Order, type OrderDeps } from './order.js';
import { noLiveRefundClaim, refundUnderWay } from './refund-claim.js';
import {
  auditOf,
  conflict,
  orderToAct,
  REFUND_UNDER_WAY,
  refuseOwnOrder,
  typedPin,
  type Actor,
} from './staff-guards.js';
import { staffStatusOf } from './staff-orders.js';

/** An order and where its PIN e-mail would go (null: nowhere). */
export interface OrderToFulfil {
  order: Order;
  to: string | null;
}

/** A PIN obtained for an order, to be recorded. */
export interface ObtainedPin {
  found: OrderToFulfil;
  pin: string;
  demo: boolean;
}

// Not a named prepared statement: PostgreSQL would keep the plan it made first, and a plan made
// while the orders table was small scans the whole table once it is large. One claim's read is
// planned afresh (a fraction of a millisecond for up to 25 orders) and always uses the key.
export async function readOrdersToFulfil(q: DbOrTx, orderIds: string[]): Promise<Map<string, OrderToFulfil>> {
  const rows = await q
    .select({ order: orders, customer: { email: users.email } })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, orderIds));
  return new Map(
    rows.map((row) => [row.order.id, { order: row.order, to: pinRecipient(row.order, row.customer) }]),
  );
}

/**
 * Records PINs and queues their e-mails in one statement; resolves with the ids of the orders it
 * completed. The status guard makes a second completion (job retry, staff at the same moment) a
 * no-op, and an e-mail row is written only for an order that this statement completed.
 */
export async function recordPins(
  deps: Pick<OrderDeps, 'brand' | 'supportEmail' | 'publicUrl'>,
  q: DbOrTx,
  obtained: ObtainedPin[],
  providerName: string,
): Promise<{ ids: Set<string>; mailed: boolean }> {
  // The consent the customer gave is quoted in the PIN mail (decision 057).
  const consents = await consentsOfOrders(
    q,
    obtained.map((o) => o.found.order.id),
  );
  // In the order's language, linking the head unit's PIN steps on the help page (decision 068).
  const languages = await languagesOfOrders(
    q,
    obtained.map((o) => o.found.order),
  );
  const rows = obtained.map(({ found: { order, to: recipient }, pin, demo }) => {
    const language = languages.get(order.id)!;
    // A bulk order's PIN is in its batch's results, told by the batch's one mail (decision 061).
    const to = order.bulkOrderId === null ? recipient : null;
    const mail = to
      ? mailTemplates.pinReady({
          language,
          helpUrl: `${deps.publicUrl}${helpPathOf(order.comand, pageLanguageOf(language))}`,
          brand: deps.brand,
          supportEmail: deps.supportEmail,
          reference: orderReference(order.number),
          comand: order.comand,
          mapRegion: order.mapRegion,
          version: order.version,
          vin: order.vin,
          pin,
          demo,
          consent: consents.get(order.id) ?? null,
        })
      : null;
    return { id: order.id, pin, demo, to, mail };
  });
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  const result = await q.execute(sql`
    with input as (
      select * from unnest(
        ${column((r) => r.id)}::text[], ${column((r) => r.pin)}::text[], ${column((r) => r.demo)}::boolean[],
        ${column((r) => r.to)}::text[], ${column((r) => r.mail?.subject ?? null)}::text[],
        ${column((r) => r.mail?.text ?? null)}::text[], ${column((r) => r.mail?.html ?? null)}::text[],
        ${column((r) => r.mail?.language ?? 'en')}::text[]
      ) as i(id, pin, demo, to_address, subject, text_body, html_body, language)
    ),
    done as (
      update orders set status = 'fulfilled', pin = input.pin, pin_is_demo = input.demo,
        fulfilled_at = now(), provider = ${providerName}
      from input
      where orders.id = input.id and orders.status = 'paid' and ${noLiveRefundClaim}
      returning orders.id
    ),
    mail as (
      insert into outbox (to_address, subject, text_body, html_body, language, kind, meta)
      select input.to_address, input.subject, input.text_body, input.html_body, input.language, 'pin-ready',
        jsonb_build_object('orderId', input.id)
      from input join done on done.id = input.id
      where input.to_address is not null
      returning id
    )
    select done.id, (select count(*) from mail)::int as mailed from done`);
  const completed = rowsOf<{ id: string; mailed: number }>(result);
  return { ids: new Set(completed.map((row) => row.id)), mailed: completed.some((row) => row.mailed > 0) };
}

/** The `order.fulfilled` events of the orders `recordPins` completed, each as it now stands. */
export function fulfilledEvents(
  obtained: ObtainedPin[],
  completed: Set<string>,
  providerName: string,
): OrderEvent[] {
  return obtained
    .filter(({ found }) => completed.has(found.order.id))
    .map(({ found: { order }, pin, demo }) => ({
      type: 'order.fulfilled' as const,
      order: {
        ...order,
        status: 'fulfilled' as const,
        pin,
        pinIsDemo: demo,
        fulfilledAt: new Date(),
        provider: providerName,
      },
    }));
}

/**
 * Records PINs, queues their e-mails and tells the order events' listeners, in one transaction
 * when anyone listens (else in recordPins' one statement); whether an e-mail was queued, and what
 * to call once committed.
 */
export async function recordPinsAndTell(
  deps: Pick<OrderDeps, 'brand' | 'supportEmail' | 'publicUrl' | 'db' | 'events'>,
  obtained: ObtainedPin[],
  providerName: string,
): Promise<{ mailed: boolean; committed: () => void }> {
  const events = deps.events ?? noOrderEvents;
  if (!events.listening) {
    const { mailed } = await recordPins(deps, deps.db, obtained, providerName);
    return { mailed, committed: () => {} };
  }
  return deps.db.transaction(async (tx) => {
    const { ids, mailed } = await recordPins(deps, tx, obtained, providerName);
    return { mailed, committed: await events.record(tx, fulfilledEvents(obtained, ids, providerName)) };
  });
}

/**
 * Records the PIN of a paid order and queues its e-mail; false when the order was not awaiting
 * one (or a refund of it is under way). `onRecorded` runs in the same transaction once the PIN is
 * recorded: staff's audit entry.
 */
export async function completeOrder(
  deps: OrderDeps & { providerName: string },
  orderId: string,
  pin: string,
  demo: boolean,
  onRecorded?: (tx: DbOrTx, before: Order) => Promise<void>,
): Promise<boolean> {
  const { db } = deps;
  const events = deps.events ?? noOrderEvents;
  const { done, mailed, committed } = await db.transaction(async (tx) => {
    const found = (await readOrdersToFulfil(tx, [orderId])).get(orderId);
    if (!found) return { done: false, mailed: false };
    const obtained = { found, pin, demo };
    const { ids, mailed } = await recordPins(deps, tx, [obtained], deps.providerName);
    if (!ids.has(orderId)) return { done: false, mailed: false };
    await onRecorded?.(tx, found.order);
    const committed = await events.record(tx, fulfilledEvents([obtained], ids, deps.providerName));
    return { done: true, mailed, committed };
  });
  if (mailed) deps.onMailQueued();
  committed?.();
  return done;
}

/** Why an order in a status other than `awaiting_pin` cannot be fulfilled now. */
const NOT_FULFILLABLE = {
  fulfilled: 'This order already has a PIN.',
  failed: 'This order has failed; it can no longer get a PIN.',
  pending_payment: 'This order is not paid yet.',
};

/**
 * Staff record a PIN they bought by hand (recorded as `manual`) and its e-mail is queued, with
 * their audit entry; 409 when the order is not awaiting one (or a refund of it is under way).
 */
export async function fulfilOrder(
  deps: OrderDeps & { pinPattern: string },
  actor: Actor,
  orderId: string,
  pin: string,
): Promise<void> {
  const typed = typedPin(deps.pinPattern, pin);
  const before = await orderToAct(deps.db, orderId);
  refuseOwnOrder(actor, before);
  const status = staffStatusOf(before);
  if (status !== 'awaiting_pin') throw conflict(NOT_FULFILLABLE[status]);
  const written = auditOf(actor, 'order.fulfilled', null);
  // The update is guarded by the order's status: of two staff at once, one records its PIN and
  // the other finds the order fulfilled.
  const done = await completeOrder({ ...deps, providerName: 'manual' }, orderId, typed, false, (tx, order) =>
    written(tx, order, { ...order, status: 'fulfilled', pin: typed }),
  );
  if (!done) {
    if (await refundUnderWay(deps.db, orderId)) throw conflict(REFUND_UNDER_WAY);
    const now = staffStatusOf(await orderToAct(deps.db, orderId));
    throw conflict(now === 'awaiting_pin' ? NOT_FULFILLABLE.fulfilled : NOT_FULFILLABLE[now]);
  }
}
