/**
 * Turning a paid order into a PIN. Every step is guarded by the order's status, so a job that
 * runs twice, or staff and a job at once, complete or fail an order exactly once.
 *
 * The happy path is the hot one (every generated code passes here). The jobs of one claim are
 * fulfilled together: their orders and e-mail recipients are read with one query, and
 * the PINs, statuses and e-mails are written with one statement, which is atomic without a
 * BEGIN/COMMIT pair around it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { asError } from '../../lib/as-error.js';
import { orders, users } from '../../db/schema.js';
import type { DueJob, JobHandler } from '../jobs/worker.js';
import { PermanentJobError } from '../jobs/worker.js';
import { orderReference } from '@navihub/contract/order-reference';
import { enqueueJob } from '../jobs/queue.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailTemplates } from '../mail/templates.js';
import { giveBack, lockOrder, noLiveRefundClaim, orderStateGuard, type CardRefund } from './order-refunds.js';
import { PinRefusedError, type PinProvider } from '../../providers/pin/provider.js';
import { rowsOf } from '../../lib/sql-rows.js';

/**
 * A card order the supplier gave up on is refunded through the payment provider by this job,
 * queued in the transaction that fails the order; its handler is the back-office's refund
 * (backoffice/plugin.ts), with the provider's idempotency key, so a retry never refunds twice.
 */
export const REFUND_CARD_ORDER_JOB = 'refund-card-order';

export const FULFIL_ORDER_JOB = 'fulfil-order';

export interface FulfilmentDeps {
  db: Db;
  provider: PinProvider;
  brand: string;
  supportEmail: string;
  onMailQueued: () => void;
  /**
   * STAFF_ORDER_ALERTS: where the alert goes when an order starts waiting for staff to enter its
   * PIN (the manual provider's answer); absent: no alert.
   */
  staffAlerts?: { recipients: (db: DbOrTx) => Promise<string[]> } | undefined;
}

export type Order = typeof orders.$inferSelect;

/** What staff pass to a write of an order's state (the job and the shop pass nothing). */
export interface StaffWrite {
  /** The refund claim they hold (a card refund made by the provider). */
  claim?: string | undefined;
  cardRefund?: CardRefund | undefined;
  /** The staff member's e-mail address, recorded with the refund. */
  by?: string | null;
  /** Runs in the transaction of the change, with the order before and after: the audit entry. */
  onDone?: (tx: DbOrTx, before: Order, after: Order) => Promise<void>;
}

/** An order and where its PIN e-mail would go (null: nowhere). */
interface OrderToFulfil {
  order: Order;
  to: string | null;
}

/**
 * Where the PIN e-mail goes: the invoice address of a card order, else the customer's address. A PIN
 * is the goods bought, so it is sent whatever the customer's notification setting says.
 */
function pinRecipient(order: Order, customer: { email: string } | null): string | null {
  return order.email ?? customer?.email ?? null;
}

/** A PIN obtained for an order, to be recorded. */
interface ObtainedPin {
  found: OrderToFulfil;
  pin: string;
  demo: boolean;
}

export function createFulfilment(deps: FulfilmentDeps) {
  const { db } = deps;
  // Not a named prepared statement: PostgreSQL would keep the plan it made first, and a plan made
  // while the orders table was small scans the whole table once it is large. One claim's read is
  // planned afresh (a fraction of a millisecond for up to 25 orders) and always uses the key.
  async function readOrders(orderIds: string[], q: DbOrTx = db): Promise<Map<string, OrderToFulfil>> {
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
   * Records the PIN of a paid order and queues its e-mail; false when the order was not awaiting
   * one (or a refund of it is under way). `onRecorded` runs in the same transaction once the PIN is
   * recorded: staff's audit entry.
   */
  async function completeOrder(
    orderId: string,
    pin: string,
    demo: boolean,
    onRecorded?: (tx: DbOrTx, before: Order) => Promise<void>,
  ): Promise<boolean> {
    if (!onRecorded) {
      const found = (await readOrders([orderId])).get(orderId);
      if (!found) return false;
      const { ids, mailed } = await recordPins(db, [{ found, pin, demo }]);
      if (mailed) deps.onMailQueued();
      return ids.has(orderId);
    }
    const { done, mailed } = await db.transaction(async (tx) => {
      const found = (await readOrders([orderId], tx)).get(orderId);
      if (!found) return { done: false, mailed: false };
      const { ids, mailed } = await recordPins(tx, [{ found, pin, demo }]);
      if (!ids.has(orderId)) return { done: false, mailed: false };
      await onRecorded(tx, found.order);
      return { done: true, mailed };
    });
    if (mailed) deps.onMailQueued();
    return done;
  }

  /**
   * Records PINs and queues their e-mails in one statement; resolves with the ids of the orders it
   * completed. The status guard makes a second completion (job retry, staff at the same moment) a
   * no-op, and an e-mail row is written only for an order that this statement completed.
   */
  async function recordPins(
    q: DbOrTx,
    obtained: ObtainedPin[],
  ): Promise<{ ids: Set<string>; mailed: boolean }> {
    const rows = obtained.map(({ found: { order, to }, pin, demo }) => {
      const mail = to
        ? mailTemplates.pinReady({
            brand: deps.brand,
            supportEmail: deps.supportEmail,
            reference: orderReference(order.number),
            comand: order.comand,
            mapRegion: order.mapRegion,
            version: order.version,
            vin: order.vin,
            pin,
            demo,
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
          ${column((r) => r.mail?.text ?? null)}::text[], ${column((r) => r.mail?.html ?? null)}::text[]
        ) as i(id, pin, demo, to_address, subject, text_body, html_body)
      ),
      done as (
        update orders set status = 'fulfilled', pin = input.pin, pin_is_demo = input.demo,
          fulfilled_at = now(), provider = ${deps.provider.name}
        from input
        where orders.id = input.id and orders.status = 'paid' and ${noLiveRefundClaim}
        returning orders.id
      ),
      mail as (
        insert into outbox (to_address, subject, text_body, html_body, kind, meta)
        select input.to_address, input.subject, input.text_body, input.html_body, 'pin-ready',
          jsonb_build_object('orderId', input.id)
        from input join done on done.id = input.id
        where input.to_address is not null
        returning id
      )
      select done.id, (select count(*) from mail)::int as mailed from done`);
    const completed = rowsOf<{ id: string; mailed: number }>(result);
    return { ids: new Set(completed.map((row) => row.id)), mailed: completed.some((row) => row.mailed > 0) };
  }

  /** Where an order's e-mail goes, read in the transaction that writes it. */
  async function recipientOf(tx: DbOrTx, order: Order): Promise<string | null> {
    const [customer] = order.userId
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId))
      : [];
    return pinRecipient(order, customer ?? null);
  }

  /**
   * Replaces the PIN of a fulfilled order (staff typed it wrongly) and queues the corrected PIN's
   * e-mail, in one transaction with staff's audit entry (`onDone`); false when the order is not
   * fulfilled, or a refund of it is under way.
   */
  async function correctPin(
    orderId: string,
    pin: string,
    onDone: (tx: DbOrTx, before: Order, after: Order) => Promise<void>,
  ): Promise<boolean> {
    const done = await db.transaction(async (tx) => {
      const before = await lockOrder(tx, orderId);
      if (!before) return false;
      const [after] = await tx
        .update(orders)
        .set({ pin, pinIsDemo: false })
        // A refunded order keeps its PIN, and may have it corrected too; not while a refund is under way.
        .where(and(eq(orders.id, orderId), eq(orders.status, 'fulfilled'), noLiveRefundClaim))
        .returning();
      if (!after) return false;
      const to = await recipientOf(tx, after);
      if (to) {
        await enqueueMail(tx, {
          to,
          kind: 'pin-corrected',
          meta: { orderId },
          ...mailTemplates.pinCorrected({
            brand: deps.brand,
            supportEmail: deps.supportEmail,
            reference: orderReference(after.number),
            vin: after.vin,
            pin,
          }),
        });
      }
      await onDone(tx, before, after);
      return true;
    });
    if (done) deps.onMailQueued();
    return done;
  }

  /**
   * Marks a paid order failed, gives back what paid for it and e-mails the customer, in one
   * transaction; false when the order was not awaiting a PIN (or someone else's refund of it is
   * under way). Staff pass the card refund the provider made, the claim they hold, and their audit
   * entry (`onDone`, in the same transaction).
   */
  async function failOrder(orderId: string, reason: string, opts: StaffWrite = {}): Promise<boolean> {
    const text = reason.slice(0, 500);
    const done = await db.transaction(async (tx) => {
      const before = await lockOrder(tx, orderId);
      if (!before) return false;
      const [failed] = await tx
        .update(orders)
        .set({ status: 'failed', failureReason: text, failedAt: sql`now()` })
        .where(orderStateGuard(orderId, ['paid'], opts.claim))
        .returning();
      if (!failed) return false;
      const { columns, sentence } = await giveBack(tx, failed, {
        reason: text,
        by: opts.by ?? null,
        cardRefund: opts.cardRefund,
      });
      const [after] = columns
        ? await tx.update(orders).set(columns).where(eq(orders.id, orderId)).returning()
        : [failed];
      // A card order failed without its refund (the supplier gave up): the refund job follows.
      if (failed.payment === 'card' && !opts.cardRefund && failed.paidAt) {
        await enqueueJob(tx, REFUND_CARD_ORDER_JOB, { orderId, reason: text });
      }
      const to = await recipientOf(tx, failed);
      if (to) {
        await enqueueMail(tx, {
          to,
          kind: 'pin-failed',
          meta: { orderId },
          ...mailTemplates.pinFailed({
            brand: deps.brand,
            supportEmail: deps.supportEmail,
            reference: orderReference(failed.number),
            vin: failed.vin,
            refunded: sentence,
          }),
        });
      }
      await opts.onDone?.(tx, before, after!);
      return true;
    });
    if (done) deps.onMailQueued();
    return done;
  }

  /**
   * Gives back what paid for a fulfilled order (the customer keeps the PIN), or refunds the card of
   * an order that failed without a refund; e-mails the customer; one transaction. False when the
   * order is in neither state, was refunded already, or someone else's refund is under way.
   */
  async function refundOrder(orderId: string, reason: string, opts: StaffWrite = {}): Promise<boolean> {
    const text = reason.slice(0, 500);
    const done = await db.transaction(async (tx) => {
      const before = await lockOrder(tx, orderId);
      if (!before) return false;
      const [current] = await tx
        .select()
        .from(orders)
        .where(orderStateGuard(orderId, ['fulfilled', 'failed'], opts.claim));
      if (!current) return false;
      const { columns, sentence } = await giveBack(tx, current, {
        reason: text,
        by: opts.by ?? null,
        cardRefund: opts.cardRefund,
      });
      if (!columns) throw new Error(`order ${orderId}: nothing to record as given back`);
      const [after] = await tx.update(orders).set(columns).where(eq(orders.id, orderId)).returning();
      const to = await recipientOf(tx, current);
      if (to) {
        await enqueueMail(tx, {
          to,
          kind: 'order-refunded',
          meta: { orderId },
          ...mailTemplates.orderRefunded({
            brand: deps.brand,
            supportEmail: deps.supportEmail,
            reference: orderReference(current.number),
            vin: current.vin,
            refunded: sentence,
            keepsPin: current.status === 'fulfilled',
          }),
        });
      }
      await opts.onDone?.(tx, before, after!);
      return true;
    });
    if (done) deps.onMailQueued();
    return done;
  }

  /** Asks the provider for one order's PIN; `awaiting-staff` when staff will enter it. */
  async function obtainPin(found: OrderToFulfil): Promise<ObtainedPin | 'awaiting-staff'> {
    const { order } = found;
    try {
      const result = await deps.provider.obtain({
        orderId: order.id,
        comand: order.comand,
        mapRegion: order.mapRegion,
        version: order.version,
        vin: order.vin,
      });
      return result.kind === 'ready' ? { found, pin: result.pin, demo: result.demo } : 'awaiting-staff';
    } catch (err) {
      if (err instanceof PinRefusedError) throw new PermanentJobError(err.message);
      throw err;
    }
  }

  /**
   * The paid orders now waiting for staff to enter their PIN: one alert per order to every staff
   * and admin account, queued in one transaction.
   */
  async function alertStaff(waiting: Order[]): Promise<void> {
    const alerts = deps.staffAlerts;
    if (!alerts || waiting.length === 0) return;
    const queued = await db.transaction(async (tx) => {
      const recipients = await alerts.recipients(tx);
      for (const order of waiting) {
        for (const to of recipients) {
          await enqueueMail(tx, {
            to,
            kind: 'staff-order-alert',
            meta: { orderId: order.id },
            ...mailTemplates.staffOrderAlert({
              brand: deps.brand,
              orderId: order.id,
              number: order.number,
              comand: order.comand,
              mapRegion: order.mapRegion,
              version: order.version,
              vin: order.vin,
            }),
          });
        }
      }
      return recipients.length > 0;
    });
    if (queued) deps.onMailQueued();
  }

  /**
   * Fulfils the orders of several jobs: one read for all, the provider asked for each at once, and
   * one write for every PIN obtained. A provider failure fails only its own job. Orders the
   * provider leaves to staff (manual) are announced to them (STAFF_ORDER_ALERTS).
   */
  async function fulfilMany(jobs: DueJob[]): Promise<(Error | undefined)[]> {
    const orderIds = jobs.map((job) => String(job.payload.orderId));
    const found = await readOrders([...new Set(orderIds)]);
    const seen = new Set<string>();
    const attempts = await Promise.all(
      orderIds.map(async (orderId) => {
        const order = found.get(orderId);
        // Gone, no longer paid, or a second job for an order already in this batch: nothing to do.
        if (!order || order.order.status !== 'paid' || seen.has(orderId)) return {};
        seen.add(orderId);
        try {
          const outcome = await obtainPin(order);
          return outcome === 'awaiting-staff' ? { waiting: order.order } : { obtained: outcome };
        } catch (err) {
          return { error: asError(err) };
        }
      }),
    );
    const obtained = attempts.flatMap((attempt) => (attempt.obtained ? [attempt.obtained] : []));
    if (obtained.length > 0 && (await recordPins(db, obtained)).mailed) deps.onMailQueued();
    await alertStaff(attempts.flatMap((attempt) => (attempt.waiting ? [attempt.waiting] : [])));
    return attempts.map((attempt) => attempt.error);
  }

  const job: JobHandler = {
    async run(payload, ctx) {
      const [error] = await fulfilMany([{ payload, ctx }]);
      if (error) throw error;
    },
    runMany: fulfilMany,
    async giveUp(payload, error) {
      await failOrder(String(payload.orderId), error);
    },
  };

  return { completeOrder, correctPin, failOrder, refundOrder, job };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
