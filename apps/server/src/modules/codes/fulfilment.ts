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
import type { Db } from '../../db/client.js';
import { asError } from '../../lib/as-error.js';
import { orders, users } from '../../db/schema.js';
import type { DueJob, JobHandler } from '../jobs/worker.js';
import { PermanentJobError } from '../jobs/worker.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailTemplates } from '../mail/templates.js';
import { creditNavigationPoints } from '../points/ledger.js';
import { PinRefusedError, type PinProvider } from '../../providers/pin/provider.js';
import { rowsOf } from '../../lib/sql-rows.js';

export const FULFIL_ORDER_JOB = 'fulfil-order';

export interface FulfilmentDeps {
  db: Db;
  provider: PinProvider;
  brand: string;
  supportEmail: string;
  onMailQueued: () => void;
}

export type Order = typeof orders.$inferSelect;

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
  async function readOrders(orderIds: string[]): Promise<Map<string, OrderToFulfil>> {
    const rows = await db
      .select({ order: orders, customer: { email: users.email } })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.id, orderIds));
    return new Map(
      rows.map((row) => [row.order.id, { order: row.order, to: pinRecipient(row.order, row.customer) }]),
    );
  }

  /** Records the PIN of a paid order and queues its e-mail; false when the order was not awaiting one. */
  async function completeOrder(orderId: string, pin: string, demo: boolean): Promise<boolean> {
    const found = (await readOrders([orderId])).get(orderId);
    if (!found) return false;
    return (await recordPins([{ found, pin, demo }])).has(orderId);
  }

  /**
   * Records PINs and queues their e-mails in one statement; resolves with the ids of the orders it
   * completed. The status guard makes a second completion (job retry, staff at the same moment) a
   * no-op, and an e-mail row is written only for an order that this statement completed.
   */
  async function recordPins(obtained: ObtainedPin[]): Promise<Set<string>> {
    const rows = obtained.map(({ found: { order, to }, pin, demo }) => {
      const mail = to
        ? mailTemplates.pinReady({
            brand: deps.brand,
            supportEmail: deps.supportEmail,
            orderId: order.id,
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
    const result = await db.execute(sql`
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
        where orders.id = input.id and orders.status = 'paid'
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
    if (completed.some((row) => row.mailed > 0)) deps.onMailQueued();
    return new Set(completed.map((row) => row.id));
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
        await creditNavigationPoints(tx, {
          userId: order.userId,
          amount: 1,
          reason: 'order-refund',
          reference: orderId,
        });
        refunded = 'Your point has been returned to your account.';
      } else if (order.payment === 'card') {
        refunded = 'Your card payment will be refunded.';
      }
      const [customer] = order.userId
        ? await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId))
        : [];
      const to = pinRecipient(order, customer ?? null);
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

  /** Asks the provider for one order's PIN; undefined when there is nothing to record yet. */
  async function obtainPin(found: OrderToFulfil): Promise<ObtainedPin | undefined> {
    const { order } = found;
    try {
      const result = await deps.provider.obtain({
        orderId: order.id,
        comand: order.comand,
        mapRegion: order.mapRegion,
        version: order.version,
        vin: order.vin,
      });
      return result.kind === 'ready' ? { found, pin: result.pin, demo: result.demo } : undefined;
    } catch (err) {
      if (err instanceof PinRefusedError) throw new PermanentJobError(err.message);
      throw err;
    }
  }

  /**
   * Fulfils the orders of several jobs: one read for all, the provider asked for each at once, and
   * one write for every PIN obtained. A provider failure fails only its own job.
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
          return { obtained: await obtainPin(order) };
        } catch (err) {
          return { error: asError(err) };
        }
      }),
    );
    const obtained = attempts.flatMap((attempt) => (attempt.obtained ? [attempt.obtained] : []));
    if (obtained.length > 0) await recordPins(obtained);
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

  return { completeOrder, failOrder, job };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
