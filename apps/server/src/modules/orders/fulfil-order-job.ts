/**
 * The fulfilment job (FULFIL_ORDER_JOB): a paid order's PIN obtained from the PIN provider and
 * recorded (fulfil-order.ts); an order the provider leaves to staff (manual) is announced to them
 * (STAFF_ORDER_ALERTS); an order the provider refuses, or after the last attempt, fails
 * (fail-order.ts), and a card order's refund follows by its own job.
 */
import { asError } from '../../lib/as-error.js';
import { PinRefusedError, type PinProvider } from '../../providers/pin/provider.js';
import type { DbOrTx } from '../../db/client.js';
import type { DueJob, JobHandler } from '../jobs/index.js';
import { PermanentJobError } from '../jobs/index.js';
import { enqueueMail } from '../mail/index.js';
import { mailTemplates } from '../mail/index.js';
import { failOrder } from './fail-order.js';
import {
  readOrdersToFulfil,
  recordPinsAndTell,
  type ObtainedPin,
  type OrderToFulfil,
} from './fulfil-order.js';
import type { Order, OrderDeps } from './order.js';

export interface FulfilJobDeps extends OrderDeps {
  provider: PinProvider;
  /**
   * STAFF_ORDER_ALERTS: where the alert goes when an order starts waiting for staff to enter its
   * PIN (the manual provider's answer); absent: no alert.
   */
  staffAlerts?: { recipients: (db: DbOrTx) => Promise<string[]> } | undefined;
}

export function fulfilOrderJob(deps: FulfilJobDeps): JobHandler {
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
    const queued = await deps.db.transaction(async (tx) => {
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
   * one write for every PIN obtained. A provider failure fails only its own job.
   */
  async function fulfilMany(jobs: DueJob[]): Promise<(Error | undefined)[]> {
    const orderIds = jobs.map((job) => String(job.payload.orderId));
    const found = await readOrdersToFulfil(deps.db, [...new Set(orderIds)]);
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
    if (obtained.length > 0) {
      const { mailed, committed } = await recordPinsAndTell(deps, obtained, deps.provider.name);
      if (mailed) deps.onMailQueued();
      committed();
    }
    await alertStaff(attempts.flatMap((attempt) => (attempt.waiting ? [attempt.waiting] : [])));
    return attempts.map((attempt) => attempt.error);
  }

  return {
    async run(payload, ctx) {
      const [error] = await fulfilMany([{ payload, ctx }]);
      if (error) throw error;
    },
    runMany: fulfilMany,
    async giveUp(payload, error) {
      await failOrder(deps, String(payload.orderId), error);
    },
  };
}
