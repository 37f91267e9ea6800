/** The shapes of the navigation codes' endpoints (codes.ts), keyed by endpoint id. */
import { z } from 'zod';
import {
  checkResponse,
  codeRequest,
  generateResponse,
  recentPurchaseRequest,
  recentPurchaseResponse,
} from '../codes.js';
import { historyResponse } from '../history.js';
import { pageQuery } from './common.js';
import type { Shape } from './endpoint.js';

export const codesShapes = {
  generateCode: {
    body: codeRequest,
    response: { 200: generateResponse },
    errors: {
      402: 'Neither a navigation point nor an active subscription (code `no_entitlement`): buy a bundle.',
      429: "The subscription's uses of today are used up (code `daily_limit`).",
    },
  },
  checkOrder: {
    params: z.object({ orderId: z.string().uuid() }),
    response: { 200: checkResponse },
    errors: { 404: 'No order of that id for this user (code `not_found`).' },
  },
  recentPurchase: {
    body: recentPurchaseRequest,
    response: { 200: recentPurchaseResponse },
  },
  orderHistory: {
    query: pageQuery,
    response: { 200: historyResponse },
  },
} satisfies Record<string, Shape>;
