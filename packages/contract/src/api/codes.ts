/** The catalogue and navigation codes: generate with points or a subscription, check, history. */
import { endpointsOf } from './endpoint.js';
import type { Shapes } from './shapes.js';

const endpoint = endpointsOf<Shapes>();

export const catalogueApi = {
  listComands: endpoint({
    id: 'listComands',
    method: 'GET',
    path: '/api/v1/get-info/',
    auth: 'none',
    tag: 'catalogue',
    summary: 'The head units (COMAND) on offer',
  }),
  listVariants: endpoint({
    id: 'listVariants',
    method: 'GET',
    path: '/api/v1/detail/',
    auth: 'none',
    tag: 'catalogue',
    summary: 'Every head unit, map region and version on offer',
  }),
  codePrice: endpoint({
    id: 'codePrice',
    method: 'GET',
    path: '/api/v1/payment/paypal/',
    auth: 'none',
    tag: 'catalogue',
    summary: 'The price of one navigation code',
    description:
      'The address is historical (spec §7): it answers the price of a code, whatever the way of paying.',
  }),
};

export const codesApi = {
  generate: endpoint({
    id: 'generateCode',
    method: 'POST',
    path: '/api/v1/points-subs/generate/',
    auth: 'bearer',
    tag: 'navigation codes',
    summary: 'Order a PIN with a point or a subscription use',
  }),
  check: endpoint({
    id: 'checkOrder',
    method: 'POST',
    path: '/api/v1/points-subs/check/:orderId/',
    auth: 'bearer',
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
    private: true,
    tag: 'navigation codes',
    summary: "The user's orders, newest first, 20 a page",
  }),
};
