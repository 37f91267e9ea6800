/**
 * The job that refunds a card order the supplier gave up on (REFUND_FAILED_ORDER_JOB, queued by
 * fail-order.ts when the fulfilment job fails the order): refund-order.ts done by the shop itself,
 * the same claim, idempotency key, customer e-mail and audit entry as when staff press `Refund`.
 * A provider that refuses is retried with back-off; an order that is already refunded (by staff
 * meanwhile, or an earlier attempt) is done.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../lib/domain-errors.js';
import type { JobHandler } from '../jobs/index.js';
import { findOrder } from './order.js';
import { refundOrder, type RefundOrderDeps } from './refund-order.js';
import { SHOP_ACTOR } from './staff-guards.js';

export function refundFailedOrderJob(deps: RefundOrderDeps, log: FastifyBaseLogger): JobHandler {
  return {
    async run(payload) {
      const orderId = String(payload.orderId);
      const reason =
        typeof payload.reason === 'string' && payload.reason
          ? payload.reason
          : 'The PIN could not be obtained.';
      try {
        await refundOrder(deps, SHOP_ACTOR, orderId, reason);
      } catch (err) {
        // Refunded already (a conflict) or gone: nothing is left to do.
        if (err instanceof DomainError && (err.code === 'conflict' || err.code === 'not_found')) {
          const order = await findOrder(deps.db, orderId);
          if (!order || order.refundedAt) return;
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
