/** The staff back-office: the order queue, one order, entering a PIN by hand, failing an order. */
import { endpointsOf } from './endpoint.js';
import type { Shapes } from './shapes.js';

const endpoint = endpointsOf<Shapes>();

export const backofficeApi = {
  listOrders: endpoint({
    id: 'staffListOrders',
    method: 'GET',
    path: '/api/v1/admin/orders/',
    auth: 'staff',
    tag: 'back-office',
    summary: 'Orders, newest first, 20 a page; filter by status, search by number, e-mail or VIN',
  }),
  getOrder: endpoint({
    id: 'staffGetOrder',
    method: 'GET',
    path: '/api/v1/admin/orders/:id/',
    auth: 'staff',
    private: true,
    tag: 'back-office',
    summary: 'One order with its PIN, VIN reading and timeline',
  }),
  fulfilOrder: endpoint({
    id: 'staffFulfilOrder',
    method: 'POST',
    path: '/api/v1/admin/orders/:id/fulfil/',
    auth: 'staff',
    private: true,
    tag: 'back-office',
    summary: "Record a paid order's PIN (bought by hand) and e-mail it to the customer",
  }),
  failOrder: endpoint({
    id: 'staffFailOrder',
    method: 'POST',
    path: '/api/v1/admin/orders/:id/fail/',
    auth: 'staff',
    private: true,
    tag: 'back-office',
    summary: 'Give up on a paid order and give back what paid for it',
    description:
      'A point is returned to the customer; a card payment is recorded for refund (the refund through the provider is not automatic yet).',
  }),
};
