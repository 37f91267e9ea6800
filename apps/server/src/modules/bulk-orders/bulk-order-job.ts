/**
 * The `bulk-order` job: places a taken batch's orders (through the orders module, in one
 * transaction with the rows marked ordered), then watches them until every row has its outcome:
 * it queues itself again a moment later while any order still waits for its PIN. The batch is then
 * completed once (a guarded update), and the completion's listeners run in that transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { bulkOrderRows, bulkOrders } from '../../db/schema.js';
import { messages } from '@navihub/contract/messages';
import { enqueueJob, type JobHandler } from '../jobs/index.js';
import { orderOutcomes, placePaidOrders, placeTestOrders, testOrderOutcomes } from '../orders/index.js';
import { creditNavigationPoints } from '../points/index.js';
import { queueBatchMail, type BatchMailDeps, type BatchRowOutcome } from './batch-mail.js';
import { BULK_ORDER_JOB } from './service.js';

/** What a `bulk_order.completed` listener is told (decision 061). */
export interface BulkOrderCompleted {
  bulkOrderId: string;
  userId: number;
  rows: number;
  fulfilled: number;
  failed: number;
  completedAt: Date;
  /** False for a test batch (decision 066): only test endpoints hear of it. */
  livemode: boolean;
}

/**
 * Runs inside the transaction that completes the batch, with it: what it writes (a webhook
 * delivery's job) commits with the completion, and a listener that throws rolls it back, so the
 * watch runs again and the listener is called again. Called once per batch otherwise.
 */
export type BulkOrderCompletedListener = (event: BulkOrderCompleted, tx: DbOrTx) => Promise<void>;

/** How long the watch waits before counting a batch's open orders again. */
const WATCH_SECONDS = 0.5;
const watchAt = () => new Date(Date.now() + WATCH_SECONDS * 1000);
/** Orders placed per transaction. */
const PLACE_CHUNK = 100;

export function bulkOrderJob(
  deps: BatchMailDeps & {
    db: Db;
    listeners: readonly BulkOrderCompletedListener[];
    onJobQueued: () => void;
    onMailQueued: () => void;
  },
): JobHandler {
  const { db } = deps;

  /**
   * Places the next PLACE_CHUNK orders of the batch not placed yet, in one transaction with their
   * rows marked; resolves with how many rows it took (0: none left, the batch is then processing).
   */
  async function placeChunk(batchId: string): Promise<number> {
    return db.transaction(async (tx) => {
      const [batch] = await tx.select().from(bulkOrders).where(eq(bulkOrders.id, batchId)).for('update');
      if (!batch || batch.status !== 'queued') return 0;
      const rows = await tx
        .select()
        .from(bulkOrderRows)
        .where(
          and(
            eq(bulkOrderRows.bulkOrderId, batchId),
            eq(bulkOrderRows.ordered, false),
            sql`${bulkOrderRows.error} is null`,
          ),
        )
        .orderBy(bulkOrderRows.row)
        .limit(PLACE_CHUNK);
      if (rows.length === 0) {
        await tx.update(bulkOrders).set({ status: 'processing' }).where(eq(bulkOrders.id, batchId));
        await enqueueJob(tx, BULK_ORDER_JOB, { bulkOrderId: batchId }, watchAt());
        return 0;
      }
      const inputs = rows.map((row) => ({
        orderId: row.orderId,
        comand: row.comand,
        mapRegion: row.mapRegion,
        version: row.version,
        vin: row.vin,
      }));
      // A test batch's rows become test orders (decision 066), apart from every live order.
      const placed = batch.livemode
        ? await placePaidOrders(tx, {
            bulkOrderId: batchId,
            userId: batch.userId,
            payment: batch.payment,
            requestIp: batch.requestIp,
            orders: inputs,
          })
        : await placeTestOrders(tx, batch.userId, inputs);
      const ofBatch = (ids: string[]) =>
        and(
          eq(bulkOrderRows.bulkOrderId, batchId),
          sql`${bulkOrderRows.orderId} = any(${sql.param(ids)}::text[])`,
        );
      await tx
        .update(bulkOrderRows)
        .set({ ordered: true })
        .where(ofBatch([...placed]));
      // A variant taken off the catalogue since the upload: the row is not ordered, its point returned.
      const unplaced = rows.filter((row) => !placed.has(row.orderId));
      if (unplaced.length > 0) {
        await tx
          .update(bulkOrderRows)
          .set({ error: `map_region: ${messages.unknownVariant}` })
          .where(ofBatch(unplaced.map((row) => row.orderId)));
        if (batch.livemode && batch.payment === 'points')
          await creditNavigationPoints(tx, {
            userId: batch.userId,
            amount: unplaced.length,
            reason: 'bulk-order-not-placed',
            reference: `${batchId}:${unplaced[0]!.row}`,
          });
      }
      return rows.length;
    });
  }

  /**
   * Places the batch's orders a chunk at a time: other requests are answered between the chunks
   * (on the embedded database too), and the first PINs are obtained while the rest are placed.
   */
  async function place(batchId: string): Promise<void> {
    while ((await placeChunk(batchId)) > 0) deps.onJobQueued();
  }

  /**
   * Completes the batch when every order has its outcome, else watches again a moment later. The
   * batch's one mail is queued with the completion (batch-mail.ts).
   */
  async function watch(batchId: string, livemode: boolean): Promise<void> {
    const rows = await db
      .select({
        row: bulkOrderRows.row,
        vin: bulkOrderRows.vin,
        orderId: bulkOrderRows.orderId,
        ordered: bulkOrderRows.ordered,
        error: bulkOrderRows.error,
      })
      .from(bulkOrderRows)
      .where(eq(bulkOrderRows.bulkOrderId, batchId));
    const outcomes = await (livemode ? orderOutcomes : testOrderOutcomes)(
      db,
      rows.filter((row) => row.ordered).map((row) => row.orderId),
    );
    let fulfilled = 0;
    let failed = 0;
    let open = 0;
    const settled: BatchRowOutcome[] = [];
    for (const row of rows) {
      const order = row.ordered ? outcomes.get(row.orderId) : undefined;
      if (order?.status === 'fulfilled') fulfilled++;
      else if (row.error !== null || order?.status === 'failed') failed++;
      else open++;
      settled.push({
        row: row.row,
        vin: row.vin,
        number: order?.number ?? null,
        fulfilled: order?.status === 'fulfilled',
      });
    }
    const mailed = await db.transaction(async (tx) => {
      if (open > 0) {
        await enqueueJob(tx, BULK_ORDER_JOB, { bulkOrderId: batchId }, watchAt());
        return false;
      }
      const [completed] = await tx
        .update(bulkOrders)
        .set({ status: 'completed', completedAt: sql`now()` })
        .where(and(eq(bulkOrders.id, batchId), eq(bulkOrders.status, 'processing')))
        .returning();
      if (!completed) return false;
      const event: BulkOrderCompleted = {
        bulkOrderId: batchId,
        userId: completed.userId,
        rows: completed.rowCount,
        fulfilled,
        failed,
        completedAt: completed.completedAt!,
        livemode: completed.livemode,
      };
      for (const listener of deps.listeners) await listener(event, tx);
      return queueBatchMail(tx, deps, { ...event, id: batchId, payment: completed.payment }, settled);
    });
    if (mailed) deps.onMailQueued();
  }

  return {
    async run(payload) {
      const batchId = String(payload.bulkOrderId);
      const [batch] = await db
        .select({ status: bulkOrders.status, livemode: bulkOrders.livemode })
        .from(bulkOrders)
        .where(eq(bulkOrders.id, batchId));
      if (!batch || batch.status === 'completed') return;
      if (batch.status === 'queued') {
        await place(batchId);
        return;
      }
      await watch(batchId, batch.livemode);
    },
  };
}
