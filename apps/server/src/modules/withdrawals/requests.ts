/**
 * Withdrawals sent online (issue 32, decision 056): each stored with its receipt e-mail in one
 * transaction, listed for staff, and handled once: refunded (a bundle purchase) or closed with a
 * note (a PIN delivered, a duplicate). Every staff write records its audit entry.
 */
import { and, desc, eq } from 'drizzle-orm';
import { orderReference } from '@navihub/contract/order-reference';
import { centsToAmount } from '@navihub/contract/rules';
import type {
  StaffWithdrawal,
  WithdrawalContract,
  WithdrawalReceipt,
  WithdrawalRequest,
} from '@navihub/contract/withdrawals';
import type { Db } from '../../db/client.js';
import { withdrawalRequests } from '../../db/schema.js';
import { DomainError } from '../../lib/domain-errors.js';
import { recordAudit, type Actor } from '../audit/index.js';
import type { StaffLimits } from '../backoffice/index.js';
import { checkRefundLimit } from '../orders/index.js';
import { enqueueMail, mailLanguageOf } from '../mail/index.js';
import { withdrawalReceiptMail } from './receipt-mail.js';
import type { PaymentsModule } from '../payments/index.js';
import { refundableBundlePayment, refundBundlePayment } from './refund-bundle.js';

type Row = typeof withdrawalRequests.$inferSelect;

/** "WD-7K3Q-92": the order references' scramble and check digits, so receipts do not count up. */
export const receiptNumberOf = (id: number) => `WD-${orderReference(id).slice(3)}`;

function receiptOf(row: Row): WithdrawalReceipt {
  return {
    receipt: receiptNumberOf(row.id),
    received_at: row.receivedAt.toISOString(),
    name: row.name,
    email: row.email,
    reference: row.reference,
    contract: row.contract as WithdrawalContract,
    reason: row.reason,
  };
}

function staffViewOf(row: Row): StaffWithdrawal {
  return {
    ...receiptOf(row),
    id: row.id,
    status: row.status,
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by: row.handledBy,
    payment_id: row.paymentId,
    refunded_amount: row.refundedCents === null ? null : centsToAmount(row.refundedCents),
    note: row.note,
  };
}

export interface WithdrawalsDeps {
  db: Db;
  payments: PaymentsModule;
  brand: string;
  supportEmail: string;
  limits: StaffLimits;
  onMailQueued: () => void;
}

export function createWithdrawals(deps: WithdrawalsDeps) {
  const { db } = deps;

  async function find(id: number): Promise<Row> {
    const row = await db.query.withdrawalRequests.findFirst({ where: eq(withdrawalRequests.id, id) });
    if (!row) throw new DomainError('not-found', 'No withdrawal of that id.');
    if (row.status !== 'received') {
      throw new DomainError('conflict', `This withdrawal was ${row.status} already.`);
    }
    return row;
  }

  /** Marks a withdrawal handled, once: a second staff member's write finds it handled (409). */
  async function markHandled(
    db: Db,
    actor: Actor,
    row: Row,
    change: Pick<Row, 'status' | 'paymentId' | 'refundedCents' | 'note'>,
  ): Promise<StaffWithdrawal> {
    return db.transaction(async (tx) => {
      const [done] = await tx
        .update(withdrawalRequests)
        .set({ ...change, handledAt: new Date(), handledBy: actor.email })
        .where(and(eq(withdrawalRequests.id, row.id), eq(withdrawalRequests.status, 'received')))
        .returning();
      if (!done) throw new DomainError('conflict', 'This withdrawal was handled already.');
      await recordAudit(tx, actor, {
        action: change.status === 'refunded' ? 'withdrawal.refunded' : 'withdrawal.closed',
        subjectType: 'withdrawal',
        subjectId: row.id,
        reason: change.note,
        before: { status: row.status },
        after: {
          status: done.status,
          payment: done.paymentId,
          refunded: done.refundedCents === null ? null : centsToAmount(done.refundedCents),
        },
      });
      return staffViewOf(done);
    });
  }

  return {
    /** Stores the withdrawal and queues its receipt e-mail; answers the receipt. */
    async receive(request: WithdrawalRequest & { email: string }): Promise<WithdrawalReceipt> {
      const receipt = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(withdrawalRequests)
          .values({
            name: request.name,
            email: request.email,
            reference: request.reference,
            contract: request.contract,
            reason: request.reason || null,
          })
          .returning();
        const receipt = receiptOf(row!);
        await enqueueMail(tx, {
          ...withdrawalReceiptMail({
            brand: deps.brand,
            supportEmail: deps.supportEmail,
            receipt,
            language: mailLanguageOf(request.language),
          }),
          to: receipt.email,
          kind: 'withdrawal-receipt',
          meta: { withdrawal: row!.id },
        });
        return receipt;
      });
      deps.onMailQueued();
      return receipt;
    },

    async list(): Promise<StaffWithdrawal[]> {
      const rows = await db
        .select()
        .from(withdrawalRequests)
        .orderBy(desc(withdrawalRequests.receivedAt), desc(withdrawalRequests.id))
        .limit(200);
      return rows.map(staffViewOf);
    },

    /** Refunds the bundle payment staff name and marks the withdrawal refunded. */
    async refund(actor: Actor, id: number, paymentId: string): Promise<StaffWithdrawal> {
      const row = await find(id);
      const payment = await refundableBundlePayment(deps.payments, paymentId);
      checkRefundLimit(actor, payment.restCents, payment.currency, deps.limits);
      const refundedCents = await refundBundlePayment(deps.payments, payment, id);
      return markHandled(db, actor, row, {
        status: 'refunded',
        paymentId,
        refundedCents,
        note: `Refunded ${centsToAmount(refundedCents)} ${payment.currency}.`,
      });
    },

    /** Marks the withdrawal handled without a refund, with staff's note. */
    async close(actor: Actor, id: number, note: string): Promise<StaffWithdrawal> {
      const row = await find(id);
      return markHandled(db, actor, row, { status: 'closed', paymentId: null, refundedCents: null, note });
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
