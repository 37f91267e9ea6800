/**
 * The sweep that closes card payments nobody finished: pending past the checkout session's
 * lifetime, they are expired as a `checkout.session.expired` event would (payments service).
 */
import type { FastifyBaseLogger } from 'fastify';
import { asError } from '../../lib/as-error.js';
import { createPollingLoop, type PollingLoop } from '../../lib/polling-loop.js';
import { withoutValues } from '../../lib/without-values.js';
import type { PaymentsService } from './service.js';

export type PaymentExpiry = PollingLoop;

export function createPaymentExpiry(opts: {
  payments: PaymentsService;
  pollMs: number;
  log: FastifyBaseLogger;
}): PaymentExpiry {
  const { payments, log } = opts;
  return createPollingLoop({
    name: 'payment expiry',
    drainOnce: () =>
      payments.expireStalePayments((err, paymentId) =>
        log.warn(
          { err: withoutValues(asError(err)), paymentId },
          'a stale payment could not be checked; trying again later',
        ),
      ),
    pollMs: opts.pollMs,
    log,
  });
}
