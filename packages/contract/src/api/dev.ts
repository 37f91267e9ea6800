/** The development stand-ins: the dev checkout, the dev PayPal page and the dev mailbox. */
import { endpointsOf } from './endpoint.js';
import type { devShapes } from './dev.shapes.js';

const endpoint = endpointsOf<typeof devShapes>();

/** Development stand-ins: served only to callers on this machine, never in production (decisions 013, 041). */
export const devApi = {
  checkoutPage: endpoint({
    id: 'devCheckoutPage',
    method: 'GET',
    path: '/dev/checkout/:id',
    auth: 'none',
    tag: 'dev',
    summary: 'The dev checkout page',
    hidden: true,
  }),
  checkoutPay: endpoint({
    id: 'devCheckoutPay',
    method: 'POST',
    path: '/dev/checkout/:id/pay',
    auth: 'none',
    tag: 'dev',
    summary: 'Pay on the dev checkout',
    hidden: true,
  }),
  checkoutCancel: endpoint({
    id: 'devCheckoutCancel',
    method: 'POST',
    path: '/dev/checkout/:id/cancel',
    auth: 'none',
    tag: 'dev',
    summary: 'Cancel on the dev checkout',
    hidden: true,
  }),
  paypalPage: endpoint({
    id: 'devPaypalPage',
    method: 'GET',
    path: '/dev/paypal/:id',
    auth: 'none',
    tag: 'dev',
    summary: 'The dev PayPal approval page',
    hidden: true,
  }),
  paypalApprove: endpoint({
    id: 'devPaypalApprove',
    method: 'POST',
    path: '/dev/paypal/:id/approve',
    auth: 'none',
    tag: 'dev',
    summary: 'Approve on the dev PayPal page',
    hidden: true,
  }),
  paypalCancel: endpoint({
    id: 'devPaypalCancel',
    method: 'POST',
    path: '/dev/paypal/:id/cancel',
    auth: 'none',
    tag: 'dev',
    summary: 'Cancel on the dev PayPal page',
    hidden: true,
  }),
  mailboxJson: endpoint({
    id: 'devMailboxJson',
    method: 'GET',
    path: '/dev/mailbox.json',
    auth: 'none',
    tag: 'dev',
    summary: 'The dev mailbox as JSON',
    hidden: true,
  }),
  mailboxPage: endpoint({
    id: 'devMailboxPage',
    method: 'GET',
    path: '/dev/mailbox',
    auth: 'none',
    tag: 'dev',
    summary: 'The dev mailbox page',
    hidden: true,
  }),
};
