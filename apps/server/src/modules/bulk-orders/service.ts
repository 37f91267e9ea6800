/**
 * The bulk orders' use cases: check a file (dry run), take it (paid for as a whole, its rows
 * written, the `bulk-order` job queued), read a batch's progress and its results.
 *
 * Paying: a batch is paid for when it is taken, in one transaction with its rows, so two uploads
 * racing for the last points never both get them and a batch is never half paid (decision 061).
 * With an active subscription every valid row is a subscription use, refused as a whole (429) when
 * the day's fair use cannot take them all; without one, one point per valid row is taken at once
 * (a guarded update of the balance: refused as a whole, 402, when it is too small).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { orderReference } from '@navihub/contract/order-reference';
import { testReference } from '@navihub/contract/sandbox';
import {
  BULK_RESULT_COLUMNS,
  bulkMessages,
  type BulkDryRunReport,
  type BulkOrder,
  type BulkRowReport,
} from '@navihub/contract/bulk-orders';
import { startsLikeFormula } from '@navihub/contract/fields';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { pathOf } from '@navihub/contract/api/endpoint';
import { bulkOrdersApi } from '@navihub/contract/api/bulk-orders';
import type { Db, DbOrTx } from '../../db/client.js';
import { bulkOrderRows, bulkOrders } from '../../db/schema.js';
import { DomainError, notFound } from '../../lib/domain-errors.js';
import { HttpError } from '../../lib/http-errors.js';
import { errorBody } from '../../lib/error-body.js';
import { listVariants } from '../catalog/index.js';
import { enqueueJob } from '../jobs/index.js';
import { orderOutcomes, subscriptionOrdersToday, testOrderOutcomes } from '../orders/index.js';
import { adjustPoints, balance, toolId } from '../points/index.js';
import { lockActiveNavigationSubscription } from '../subscriptions/index.js';
import { checkRows, variantKey } from './check-rows.js';
import { readBulkCsv } from './csv-file.js';

/** Places a batch's orders, then watches them until every row has its outcome (bulk-order-job.ts). */
export const BULK_ORDER_JOB = 'bulk-order';

export type BulkOrderRow = typeof bulkOrders.$inferSelect;

/**
 * Whose batches: the account's live ones (a browser, a live key) or its test ones (a test key,
 * decision 066: nothing is paid, its rows become test orders).
 */
export interface BatchOwner {
  userId: number;
  livemode: boolean;
}

export interface BulkOrderDeps {
  db: Db;
  subscriptionDailyLimit: number;
  onJobQueued: () => void;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

const badCsv = (message: string) => new HttpError(400, errorBody('bad_csv', message, { file: [message] }));

/** What would pay for `needed` rows now, read without taking anything. */
type Payment =
  | { ok: true; with: 'points' | 'subscription' }
  | { ok: false; with: 'points' | 'subscription'; error: DomainError };

export function createBulkOrders(deps: BulkOrderDeps) {
  const { db } = deps;

  async function checkFile(upload: string) {
    const reading = readBulkCsv(upload);
    if (!reading.ok) throw badCsv(reading.message);
    const offered = new Set((await listVariants(db)).map(variantKey));
    return checkRows(reading.rows, offered);
  }

  /** Subscription uses already promised today: the day's orders and the batches not placed yet. */
  async function subscriptionUsesToday(q: DbOrTx, userId: number): Promise<number> {
    const [queued] = await q
      .select({ n: sql<number>`coalesce(sum(${bulkOrders.validRows}), 0)::int` })
      .from(bulkOrders)
      .where(
        and(
          eq(bulkOrders.userId, userId),
          eq(bulkOrders.status, 'queued'),
          eq(bulkOrders.payment, 'subscription'),
        ),
      );
    return (await subscriptionOrdersToday(q, userId)) + (queued?.n ?? 0);
  }

  /**
   * Takes what pays for `needed` rows in the caller's transaction (the subscription row locked, or
   * the points taken), or says why it cannot. `take: false` only reads (a dry run).
   */
  async function pay(
    q: DbOrTx,
    userId: number,
    batchId: string,
    needed: number,
    take: boolean,
  ): Promise<Payment> {
    if (await lockActiveNavigationSubscription(q, userId)) {
      const limit = deps.subscriptionDailyLimit;
      if (limit > 0) {
        const left = Math.max(0, limit - (await subscriptionUsesToday(q, userId)));
        if (needed > left)
          return {
            ok: false,
            with: 'subscription',
            error: new DomainError(
              'daily-limit',
              fill(bulkMessages.subscriptionDailyLimit, { needed, left }),
            ),
          };
      }
      return { ok: true, with: 'subscription' };
    }
    const tool = await toolId(q, NAVIGATION_TOOL);
    const taken = take
      ? await adjustPoints(q, {
          userId,
          toolId: tool,
          delta: -needed,
          reason: 'bulk-order',
          reference: batchId,
        })
      : (await balance(q, userId, tool)) >= needed
        ? 0
        : undefined;
    if (taken === undefined)
      return {
        ok: false,
        with: 'points',
        error: new DomainError(
          'no-entitlement',
          fill(bulkMessages.notEnoughPoints, { needed, balance: await balance(q, userId, tool) }),
        ),
      };
    return { ok: true, with: 'points' };
  }

  async function dryRun(owner: BatchOwner, upload: string): Promise<BulkDryRunReport> {
    const { userId } = owner;
    const { report, valid } = await checkFile(upload);
    const points = await balance(db, userId, await toolId(db, NAVIGATION_TOOL));
    if (!owner.livemode) {
      // The sandbox pays for nothing: every valid row would become a test order.
      return {
        dry_run: true,
        rows: report.length,
        valid_rows: valid,
        invalid_rows: report.length - valid,
        pays_with: null,
        points_needed: 0,
        points_balance: points,
        can_order: valid > 0,
        message: valid === 0 ? bulkMessages.noValidRow : null,
        report,
        livemode: false,
      };
    }
    const payment = await db.transaction((tx) => pay(tx, userId, 'dry-run', valid, false));
    const message = valid === 0 ? bulkMessages.noValidRow : payment.ok ? null : payment.error.message;
    return {
      dry_run: true,
      rows: report.length,
      valid_rows: valid,
      invalid_rows: report.length - valid,
      pays_with: payment.ok ? payment.with : null,
      points_needed: payment.with === 'points' ? valid : 0,
      points_balance: points,
      can_order: valid > 0 && payment.ok,
      message,
      report,
      livemode: true,
    };
  }

  /** Takes the file: paid for, its rows written and its job queued in one transaction. */
  async function create(owner: BatchOwner, upload: string, requestIp: string | null): Promise<BulkOrder> {
    const { userId, livemode } = owner;
    const { report, valid } = await checkFile(upload);
    if (valid === 0) throw rowsRefused(report);
    const id = randomUUID();
    await db.transaction(async (tx) => {
      // A test batch takes nothing (decision 066); its `payment` is only the column's word.
      const payment = livemode
        ? await pay(tx, userId, id, valid, true)
        : { ok: true as const, with: 'points' as const };
      if (!payment.ok) throw payment.error;
      await tx.insert(bulkOrders).values({
        id,
        userId,
        livemode,
        payment: payment.with,
        rowCount: report.length,
        validRows: valid,
        requestIp,
      });
      await tx.insert(bulkOrderRows).values(report.map((row) => rowOf(id, row)));
      await enqueueJob(tx, BULK_ORDER_JOB, { bulkOrderId: id });
    });
    deps.onJobQueued();
    return status(owner, id);
  }

  async function ownBatch(owner: BatchOwner, id: string): Promise<BulkOrderRow> {
    const [batch] = await db
      .select()
      .from(bulkOrders)
      .where(
        and(
          eq(bulkOrders.id, id),
          eq(bulkOrders.userId, owner.userId),
          eq(bulkOrders.livemode, owner.livemode),
        ),
      );
    // Someone else's batch, or one of the other mode (live or test), answers exactly like a missing one.
    if (!batch) throw notFound();
    return batch;
  }

  async function rowsWithOutcomes(batch: BulkOrderRow) {
    const rows = await db
      .select()
      .from(bulkOrderRows)
      .where(eq(bulkOrderRows.bulkOrderId, batch.id))
      .orderBy(asc(bulkOrderRows.row));
    const ids = rows.filter((row) => row.ordered).map((row) => row.orderId);
    const outcomes = await (batch.livemode ? orderOutcomes : testOrderOutcomes)(db, ids);
    const referenceOf = (number: number) =>
      batch.livemode ? orderReference(number) : testReference(orderReference(number));
    return rows.map((row) => {
      const order = row.ordered ? outcomes.get(row.orderId) : undefined;
      return { row, order: order ? { ...order, reference: referenceOf(order.number) } : undefined };
    });
  }

  async function status(owner: BatchOwner, id: string): Promise<BulkOrder> {
    const batch = await ownBatch(owner, id);
    const rows = await rowsWithOutcomes(batch);
    let ordered = 0;
    let fulfilled = 0;
    let failed = 0;
    for (const { row, order } of rows) {
      if (row.ordered) ordered++;
      if (order?.status === 'fulfilled') fulfilled++;
      else if (row.error !== null || order?.status === 'failed') failed++;
    }
    const done = fulfilled + failed;
    return {
      id,
      status: batch.status,
      created_at: batch.createdAt.toISOString(),
      completed_at: batch.completedAt?.toISOString() ?? null,
      paid_with: batch.payment,
      rows: batch.rowCount,
      valid_rows: batch.validRows,
      invalid_rows: batch.rowCount - batch.validRows,
      ordered,
      fulfilled,
      failed,
      done,
      progress: batch.rowCount === 0 ? 100 : Math.floor((done * 100) / batch.rowCount),
      results_url: pathOf(bulkOrdersApi.bulkOrderResults, { id }),
      livemode: batch.livemode,
    };
  }

  /** One line per uploaded row, in file order: its order number and PIN, or its error. */
  async function resultsCsv(owner: BatchOwner, id: string): Promise<string> {
    const batch = await ownBatch(owner, id);
    const lines = (await rowsWithOutcomes(batch)).map(({ row, order }) => {
      const outcome =
        row.error !== null
          ? { status: 'error', error: row.error }
          : !order
            ? { status: 'queued', error: '' }
            : order.status === 'fulfilled'
              ? { status: order.demo ? 'fulfilled_demo' : 'fulfilled', error: '' }
              : order.status === 'failed'
                ? {
                    status: 'failed',
                    error: 'The PIN could not be obtained; what paid for it was given back.',
                  }
                : { status: 'pending', error: '' };
      return [
        row.row,
        safe(row.reference ?? ''),
        safe(row.comand),
        safe(row.mapRegion),
        safe(row.version),
        safe(row.vin),
        outcome.status,
        order ? order.reference : '',
        order?.status === 'fulfilled' ? (order.pin ?? '') : '',
        outcome.error,
      ];
    });
    return stringify([[...BULK_RESULT_COLUMNS], ...lines]);
  }

  return { dryRun, create, status, resultsCsv };
}

/** A cell a spreadsheet would run as a formula is written with a leading apostrophe. */
const safe = (value: string) => (startsLikeFormula(value) ? `'${value}` : value);

function rowOf(bulkOrderId: string, row: BulkRowReport): typeof bulkOrderRows.$inferInsert {
  return {
    bulkOrderId,
    row: row.row,
    reference: row.reference,
    comand: row.comand,
    mapRegion: row.map_region,
    version: row.version,
    vin: row.vin,
    error: row.ok ? null : row.errors.join(' '),
    orderId: randomUUID(),
  };
}

/** Every row refused: 400 with each row's errors. */
function rowsRefused(report: BulkRowReport[]): HttpError {
  const rows = report.filter((row) => !row.ok).map((row) => `Row ${row.row}: ${row.errors.join(' ')}`);
  return new HttpError(400, errorBody('bad_csv', bulkMessages.noValidRow, { rows }));
}

export type BulkOrders = ReturnType<typeof createBulkOrders>;
