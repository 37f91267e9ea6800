/** Navigation codes: generate with points or a subscription, check, history. */
import { endpointsOf } from './endpoint.js';
import type { codesShapes } from './codes.shapes.js';

const endpoint = endpointsOf<typeof codesShapes>();

export const codesApi = {
  generate: endpoint({
    id: 'generateCode',
    method: 'POST',
    path: '/api/v1/points-subs/generate/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    idempotent: true,
    tag: 'navigation codes',
    summary: 'Order a PIN with a point or a subscription use',
  }),
  check: endpoint({
    id: 'checkOrder',
    method: 'POST',
    path: '/api/v1/points-subs/check/:orderId/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    private: true,
    tag: 'navigation codes',
    summary: "An order's PIN, or whether it is still pending or failed",
  }),
  recentPurchase: endpoint({
    id: 'recentPurchase',
    method: 'POST',
    path: '/api/v1/codes/recent-purchase/',
    auth: 'none',
    tag: 'navigation codes',
    summary: 'Whether this e-mail bought the same PIN in the last 24 hours (asked before paying again)',
  }),
  history: endpoint({
    id: 'orderHistory',
    method: 'GET',
    path: '/api/v1/history/',
    auth: 'bearer',
    apiKey: true,
    sandbox: true,
    private: true,
    tag: 'navigation codes',
    summary: "The user's orders, newest first, 20 a page",
  }),
};
