/**
 * HTTP of navigation codes: generate with points or a subscription, check an order, history. A
 * test API key's requests work on its account's test orders instead (decision 066).
 */
import type { FastifyPluginAsync } from 'fastify';
import { codesApi } from '@navihub/contract/api/codes';
import { pathOf } from '@navihub/contract/api/endpoint';
import { route } from '../../lib/endpoint-route.js';
import { currentSessionId, currentUser, currentUserId, isLivemode } from '../auth/index.js';
import type { CustomerOrders } from './customer-orders.js';
import type { TestOrders } from './test-orders.js';

const HISTORY_PAGE_SIZE = 20;

export const customerOrderRoutes: FastifyPluginAsync<{
  customerOrders: CustomerOrders;
  testOrders: TestOrders;
}> = async (app, { customerOrders: codes, testOrders }) => {
  route(app, codesApi.generate, {
    // The hottest write: the token is enough here, the generate statement checks that its session
    // has not ended and the user exists.
    authenticate: app.authenticateToken,
    handler: async (request) => {
      const body = request.body;
      if (!isLivemode(request)) {
        const testOrderId = await testOrders.generate(currentUserId(request), {
          comand: body.comand,
          mapRegion: body.map_region,
          version: body.version,
          vin: body.vin,
        });
        return { order_id: testOrderId, livemode: false };
      }
      const orderId = await codes.generate(currentUserId(request), currentSessionId(request), {
        comand: body.comand,
        mapRegion: body.map_region,
        version: body.version,
        vin: body.vin,
        userIp: body.user_ip,
        requestIp: request.ip,
        consent: body.consent,
      });
      return { order_id: orderId, livemode: true };
    },
  });

  route(app, codesApi.check, {
    handler: (request) =>
      isLivemode(request)
        ? codes.check(currentUser(request).id, request.params.orderId)
        : testOrders.check(currentUser(request).id, request.params.orderId),
  });

  route(app, codesApi.recentPurchase, {
    handler: async (request) => {
      const { body } = request;
      const boughtAt = await codes.recentPurchase({
        comand: body.comand,
        mapRegion: body.map_region,
        version: body.version,
        vin: body.vin,
        email: body.email,
      });
      return { bought_at: boughtAt?.toISOString() ?? null };
    },
  });

  route(app, codesApi.history, {
    handler: async (request) => {
      const { page } = request.query;
      const orders = isLivemode(request) ? codes : testOrders;
      const { count, results } = await orders.history(currentUser(request).id, page, HISTORY_PAGE_SIZE);
      const link = (p: number) => `${pathOf(codesApi.history)}?page=${p}`;
      return {
        count,
        next: page * HISTORY_PAGE_SIZE < count ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results,
      };
    },
  });
};
