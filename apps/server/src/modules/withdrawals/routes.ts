/** HTTP of withdrawals: the public form's POST, and staff's list, refund and close (decision 056). */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { withdrawalsApi } from '@navihub/contract/api/withdrawals';
import { route } from '../../lib/endpoint-route.js';
import type { Actor } from '../audit/index.js';
import { currentUser } from '../auth/index.js';
import type { Withdrawals } from './requests.js';

function actorOf(request: FastifyRequest): Actor {
  const { id, email, role } = currentUser(request);
  return { id, email, role };
}

export const withdrawalRoutes: FastifyPluginAsync<{ withdrawals: Withdrawals; perMinute: number }> = async (
  app,
  { withdrawals, perMinute },
) => {
  route(app, withdrawalsApi.requestWithdrawal, {
    // Per client address, like the other public forms (RATE_LIMIT_AUTH_PER_MINUTE).
    config: {
      rateLimit: { max: perMinute, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => r.ip },
    },
    handler: async (request, reply) => reply.status(201).send(await withdrawals.receive(request.body)),
  });

  route(app, withdrawalsApi.listWithdrawals, {
    handler: async () => ({ results: await withdrawals.list() }),
  });

  route(app, withdrawalsApi.refundWithdrawal, {
    handler: (request) => withdrawals.refund(actorOf(request), request.params.id, request.body.payment_id),
  });

  route(app, withdrawalsApi.closeWithdrawal, {
    handler: (request) => withdrawals.close(actorOf(request), request.params.id, request.body.note),
  });
};
