/** The sandbox checkout (docs/decisions/073): where a test key's card payment or bundle purchase is paid. */
import { endpointsOf } from './endpoint.js';
import type { sandboxShapes } from './sandbox.shapes.js';

const endpoint = endpointsOf<typeof sandboxShapes>();

/**
 * The shop's own checkout page for test payments, served in production too: it moves no money
 * and only test-mode objects are behind it. Its address is the `payment_url` a test key is given.
 */
export const sandboxApi = {
  checkoutPage: endpoint({
    id: 'sandboxCheckoutPage',
    method: 'GET',
    path: '/sandbox/checkout/:id',
    auth: 'none',
    tag: 'sandbox',
    summary: 'The sandbox checkout page of a test payment',
    hidden: true,
  }),
  checkoutPay: endpoint({
    id: 'sandboxCheckoutPay',
    method: 'POST',
    path: '/sandbox/checkout/:id/pay',
    auth: 'none',
    tag: 'sandbox',
    summary: 'Pay (test) on the sandbox checkout',
    hidden: true,
  }),
  checkoutDecline: endpoint({
    id: 'sandboxCheckoutDecline',
    method: 'POST',
    path: '/sandbox/checkout/:id/decline',
    auth: 'none',
    tag: 'sandbox',
    summary: 'Decline (test) on the sandbox checkout',
    hidden: true,
  }),
};
