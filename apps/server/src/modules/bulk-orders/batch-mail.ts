/**
 * A bulk order's one e-mail (decision 061): when the batch completes, the account is told once,
 * in its language, how many rows got their PIN, how many failed or were not ordered, what was
 * spent, and where results.csv is downloaded. Its orders send no PIN or failure mail of their own:
 * a fleet of 1,000 VINs would otherwise get 1,000 mails. A test batch (decision 066) mails nothing.
 */
import { orderReference } from '@navihub/contract/order-reference';
import { shopPages } from '@navihub/contract/pages/shop';
import type { DbOrTx } from '../../db/client.js';
import { findUserById } from '../auth/index.js';
import { enqueueMail, mailLanguageOf, mailTemplates, pagePathOf, type BulkOrderLine } from '../mail/index.js';

/** Up to this many rows, the mail lists each row's order reference (never its PIN). */
export const LISTED_ROWS = 10;

export interface BatchMailDeps {
  brand: string;
  supportEmail: string;
  /** The shop's public address, for the link to the bulk orders page. */
  publicUrl: string;
}

/** A row of the batch with its outcome, as the completion counted it. */
export interface BatchRowOutcome {
  row: number;
  vin: string;
  /** Its order's number once placed; null for a row not ordered. */
  number: number | null;
  fulfilled: boolean;
}

/**
 * Queues the mail in the transaction that completes the batch, so it is sent exactly once with
 * the completion; resolves with whether one was queued (none for a test batch or a gone account).
 */
export async function queueBatchMail(
  tx: DbOrTx,
  deps: BatchMailDeps,
  batch: {
    id: string;
    userId: number;
    livemode: boolean;
    payment: 'points' | 'subscription';
    rows: number;
    fulfilled: number;
    failed: number;
  },
  outcomes: BatchRowOutcome[],
): Promise<boolean> {
  if (!batch.livemode) return false;
  const account = await findUserById(tx, batch.userId);
  if (!account) return false;
  const language = mailLanguageOf(account.language);
  const lines: BulkOrderLine[] =
    outcomes.length <= LISTED_ROWS
      ? [...outcomes]
          .sort((a, b) => a.row - b.row)
          .map((o) => ({
            row: o.row,
            vin: o.vin,
            reference: o.number === null ? null : orderReference(o.number),
            fulfilled: o.fulfilled,
          }))
      : [];
  const page = pagePathOf(language, shopPages.bulkOrders.path);
  await enqueueMail(tx, {
    to: account.email,
    kind: 'bulk-order-completed',
    meta: { bulkOrderId: batch.id },
    ...mailTemplates.bulkOrderCompleted({
      language,
      brand: deps.brand,
      supportEmail: deps.supportEmail,
      reference: batch.id,
      rows: batch.rows,
      fulfilled: batch.fulfilled,
      failed: batch.failed,
      payment: batch.payment,
      link: `${deps.publicUrl}${page}?batch=${encodeURIComponent(batch.id)}`,
      lines,
    }),
  });
  return true;
}
