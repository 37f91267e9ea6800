/** The converter, the VIN decoder, the shop's settings and health. */
import { endpointsOf } from './endpoint.js';
import type { Shapes } from './shapes.js';

const endpoint = endpointsOf<Shapes>();

export const toolsApi = {
  convert: endpoint({
    id: 'convert',
    method: 'POST',
    path: '/api/v1/convert',
    auth: 'none',
    tag: 'converter',
    summary: 'Convert .vrx/.vcx/.sgde files (field vrx_file) into one zip of .aed files',
  }),
  decodeVin: endpoint({
    id: 'decodeVin',
    method: 'GET',
    path: '/api/v1/vin/:vin/',
    auth: 'none',
    tag: 'vin',
    summary: 'Decode a VIN',
  }),
};

export const siteApi = {
  siteConfig: endpoint({
    id: 'siteConfig',
    method: 'GET',
    path: '/api/v1/site/',
    auth: 'none',
    tag: 'site',
    summary: "The shop's brand, support address, sign-in options and services",
  }),
  health: endpoint({
    id: 'health',
    method: 'GET',
    path: '/healthz',
    auth: 'none',
    tag: 'health',
    summary: 'Whether the process and its database answer',
  }),
  live: endpoint({
    id: 'live',
    method: 'GET',
    path: '/livez',
    auth: 'none',
    tag: 'health',
    summary: 'Liveness: the process answers (no database asked)',
  }),
  ready: endpoint({
    id: 'ready',
    method: 'GET',
    path: '/readyz',
    auth: 'none',
    tag: 'health',
    summary: 'Readiness: the database answers with every migration applied, and Redis when REDIS_URL is set',
    description:
      'Answers 503 while any check fails, and (like every address) while the process is shutting down, so a balancer stops sending.',
  }),
};

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
