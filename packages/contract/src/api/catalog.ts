/** The catalogue: head units, variants and the price of a code. */
import { endpointsOf } from './endpoint.js';
import type { catalogShapes } from './catalog.shapes.js';

const endpoint = endpointsOf<typeof catalogShapes>();

export const catalogApi = {
  listComands: endpoint({
    id: 'listComands',
    method: 'GET',
    path: '/api/v1/get-info/',
    auth: 'none',
    apiKey: true,
    tag: 'catalogue',
    summary: 'The head units (COMAND) on offer',
  }),
  listVariants: endpoint({
    id: 'listVariants',
    method: 'GET',
    path: '/api/v1/detail/',
    auth: 'none',
    apiKey: true,
    tag: 'catalogue',
    summary: 'Every head unit, map region and version on offer',
  }),
  codePrice: endpoint({
    id: 'codePrice',
    method: 'GET',
    path: '/api/v1/payment/paypal/',
    auth: 'none',
    apiKey: true,
    tag: 'catalogue',
    summary: 'The price of one navigation code',
    description:
      'The address is historical (spec §7): it answers the price of a code, whatever the way of paying.',
  }),
};
