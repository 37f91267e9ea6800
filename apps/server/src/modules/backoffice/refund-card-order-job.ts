/**
 * The job that refunds a card order the supplier gave up on (REFUND_CARD_ORDER_JOB, queued by the
 * codes module when it fails the order): the back-office's refund, done by the shop itself — the
 * same claim, provider idempotency key, customer e-mail and audit entry as when staff press
 * `Refund`. A provider that refuses is retried with back-off; an order that is already refunded
 * (by staff meanwhile, or an earlier attempt) is done.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../lib/domain-errors.js';
import type { JobHandler } from '../jobs/worker.js';
import type { Actor } from '../audit/audit-log.js';
import type { StaffOrders } from './service.js';

/** The audit log's actor for what the shop does by itself. */
export const SHOP_ACTOR: Actor = { id: 0, email: 'shop' };

export function refundCardOrderJob(staffOrders: StaffOrders, log: FastifyBaseLogger): JobHandler {
  return {
    async run(payload) {
      const orderId = String(payload.orderId);
      const reason =
        typeof payload.reason === 'string' && payload.reason
          ? payload.reason
          : 'The PIN could not be obtained.';
      try {
        await staffOrders.refund(SHOP_ACTOR, orderId, reason);
      } catch (err) {
        // Refunded already (a conflict) or gone: nothing is left to do.
        if (err instanceof DomainError && (err.code === 'conflict' || err.code === 'not_found')) {
          const detail = await staffOrders.get(orderId).catch(() => undefined);
          if (!detail || detail.refund) return;
        }
        throw err;
      }
    },
    maxAttempts: 8,
    backoff: (attempts) => Math.min(60 * 2 ** (attempts - 1), 3600),
    async giveUp(payload, error) {
      log.error(
        { orderId: payload.orderId, err: error },
        'a failed card order could not be refunded automatically; refund it from the back-office',
      );
    },
  };
}
