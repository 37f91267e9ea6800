/**
 * HTTP of the back-office. Every write is logged with the staff user's id and its outcome (an
 * audit table is a later slice).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { BACKOFFICE_PAGE_SIZE } from '@navihub/contract/backoffice';
import { AUDIT_PAGE_SIZE } from '@navihub/contract/backoffice-audit';
import { pathOf } from '@navihub/contract/api/endpoint';
import { route } from '../../lib/endpoint-route.js';
import { DomainError } from '../../lib/domain-errors.js';
import type { AuditLog } from '../audit/audit-log.js';
import { currentUser } from '../auth/authenticate.js';
import type { StaffOrders } from './service.js';

/** Runs a staff write and logs who did what to which order, and how it ended. */
async function audited<T>(
  request: FastifyRequest,
  action: 'fulfil' | 'fail',
  orderId: string,
  work: () => Promise<T>,
): Promise<T> {
  const staffUserId = currentUser(request).id;
  request.log.info({ staffUserId, action, orderId }, `back-office ${action} requested`);
  try {
    const result = await work();
    request.log.info({ staffUserId, action, orderId, outcome: 'done' }, `back-office ${action} done`);
    return result;
  } catch (err) {
    const outcome = err instanceof DomainError ? err.code : 'error';
    request.log.info({ staffUserId, action, orderId, outcome }, `back-office ${action} refused`);
    throw err;
  }
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

export const backofficeRoutes: FastifyPluginAsync<{ staffOrders: StaffOrders; auditLog: AuditLog }> = async (
  app,
  { staffOrders, auditLog },
) => {
  route(app, backofficeApi.listOrders, {
    handler: async (request) => {
      const { status, q, page } = request.query;
      const { count, results } = await staffOrders.list({ status, q, page }, BACKOFFICE_PAGE_SIZE);
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
    handler: (request) => staffOrders.get(request.params.id),
  });

  route(app, backofficeApi.fulfilOrder, {
    handler: (request) =>
      audited(request, 'fulfil', request.params.id, () =>
        staffOrders.fulfil(request.params.id, request.body.pin),
      ),
  });

  route(app, backofficeApi.listAudit, {
    handler: async (request) => {
      const { action, actor, subject, page } = request.query;
      const { count, results } = await auditLog.list({
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
      audited(request, 'fail', request.params.id, () =>
        staffOrders.fail(request.params.id, request.body.reason),
      ),
  });
};
