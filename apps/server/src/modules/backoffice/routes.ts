/**
 * HTTP of the back-office's orders and audit log: each write is the orders module's use case
 * (orders/index.ts), which records its audit entry (who, what, before and after) in the transaction
 * of the change; a refused write changes nothing and records nothing. The answer is the order as
 * the back-office shows it (staff-order-view.ts).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { BACKOFFICE_PAGE_SIZE } from '@navihub/contract/backoffice';
import { AUDIT_PAGE_SIZE } from '@navihub/contract/backoffice-audit';
import { pathOf } from '@navihub/contract/api/endpoint';
import { route } from '../../lib/endpoint-route.js';
import type { Actor, AuditLog } from '../audit/index.js';
import { currentUser } from '../auth/index.js';
import type { OrderActions } from '../orders/index.js';
import type { StaffOrderViews } from './staff-order-view.js';

/** The signed-in staff member, as the audit log names them. */
function actorOf(request: FastifyRequest): Actor {
  const { id, email, role } = currentUser(request);
  return { id, email, role };
}

/** The `next` and `previous` links of a page of a back-office list (every list of the back-office). */
export function pageLinks(
  path: string,
  query: Record<string, string | undefined>,
  page: number,
  pageSize: number,
  count: number,
) {
  const link = (p: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
    params.set('page', String(p));
    return `${path}?${params.toString()}`;
  };
  return {
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}

export const backofficeRoutes: FastifyPluginAsync<{
  views: StaffOrderViews;
  orders: OrderActions;
  auditLog: AuditLog;
}> = async (app, { views, orders, auditLog }) => {
  /** Runs staff's write, then answers with the order as they see it now. */
  const thenShow = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    write: (actor: Actor) => Promise<void>,
  ) => {
    const actor = actorOf(request);
    await write(actor);
    return views.get(request.params.id, actor);
  };

  route(app, backofficeApi.listOrders, {
    handler: async (request) => {
      const { status, q, page } = request.query;
      const { count, results } = await views.list({ status, q, page }, BACKOFFICE_PAGE_SIZE);
      const link = (p: number) => {
        const query = new URLSearchParams({ status, ...(q ? { q } : {}), page: String(p) });
        return `${pathOf(backofficeApi.listOrders)}?${query.toString()}`;
      };
      return {
        count,
        next: page * BACKOFFICE_PAGE_SIZE < count ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results,
      };
    },
  });

  route(app, backofficeApi.getOrder, {
    handler: (request) => views.get(request.params.id, actorOf(request)),
  });

  route(app, backofficeApi.revealPin, {
    handler: (request) => orders.revealPin(actorOf(request), request.params.id),
  });

  route(app, backofficeApi.fulfilOrder, {
    handler: (request) =>
      thenShow(request, (actor) => orders.fulfil(actor, request.params.id, request.body.pin)),
  });

  route(app, backofficeApi.correctPin, {
    handler: (request) =>
      thenShow(request, (actor) => orders.correctPin(actor, request.params.id, request.body)),
  });

  route(app, backofficeApi.listAudit, {
    handler: async (request) => {
      const { action, actor, subject, page } = request.query;
      const viewer = currentUser(request);
      const { count, results } = await auditLog.list({
        // A staff member reads their own entries; an admin reads every one.
        actorId: viewer.role === 'admin' ? undefined : viewer.id,
        action,
        actor,
        subject,
        limit: AUDIT_PAGE_SIZE,
        offset: (page - 1) * AUDIT_PAGE_SIZE,
      });
      return {
        count,
        ...pageLinks(
          pathOf(backofficeApi.listAudit),
          { action, actor, subject },
          page,
          AUDIT_PAGE_SIZE,
          count,
        ),
        results,
      };
    },
  });

  route(app, backofficeApi.failOrder, {
    handler: (request) =>
      thenShow(request, (actor) => orders.fail(actor, request.params.id, request.body.reason)),
  });

  route(app, backofficeApi.refundOrder, {
    handler: (request) =>
      thenShow(request, (actor) => orders.refund(actor, request.params.id, request.body.reason)),
  });
};
