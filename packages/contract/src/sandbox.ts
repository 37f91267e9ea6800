/**
 * The sandbox (issue 34 part 3, docs/decisions/066): what an `nh_test_` API key's orders do. Any
 * VIN gets a demo PIN at once; the test VINs below play the cases a reseller's system must handle.
 * The same list is in the OpenAPI document and the reseller guide.
 */

import { z } from 'zod';

/** `livemode` of every order, bulk order and webhook body: false for the sandbox's (decision 066). */
export const livemodeField = z.boolean().meta({
  description:
    'False for a test order, bulk order or endpoint of the sandbox (an `nh_test_` key); true otherwise.',
  example: true,
});

/** How long a `delayed_pin` test order stays pending before it gets its PIN. */
export const SANDBOX_DELAY_SECONDS = 20;
/** How long an `out_of_stock` test order stays pending (the supplier retried) before it fails. */
export const SANDBOX_OUT_OF_STOCK_SECONDS = 10;

export type SandboxCase = 'out_of_stock' | 'delayed_pin' | 'vin_refused';

export interface TestVin {
  vin: string;
  case: SandboxCase;
  /** What the reseller sees, in the guide's words. */
  behaviour: string;
  /** The failed order's `failure_reason` (and the `order.failed` event's). */
  failureReason: string | null;
}

export const TEST_VINS: readonly TestVin[] = [
  {
    vin: 'WDD2050461F000001',
    case: 'out_of_stock',
    behaviour: `The supplier has no PIN in stock: the order stays \`pending\` for about ${SANDBOX_OUT_OF_STOCK_SECONDS} seconds while it is retried, then fails (\`order.failed\`); live, what paid for it is given back.`,
    failureReason: 'Out of stock at the supplier: no PIN could be obtained.',
  },
  {
    vin: 'WDD2050461F000002',
    case: 'delayed_pin',
    behaviour: `The PIN is late: the order stays \`pending\` for about ${SANDBOX_DELAY_SECONDS} seconds, then is fulfilled (\`order.fulfilled\`). Keep checking, or wait for the webhook.`,
    failureReason: null,
  },
  {
    vin: 'WDD2050461F000003',
    case: 'vin_refused',
    behaviour:
      'The supplier refuses the VIN: the order fails at once (`order.failed`); live, what paid for it is given back. Do not retry the same VIN.',
    failureReason: 'The supplier refused this VIN: no PIN exists for it.',
  },
];

/** The test VIN's case, or null for any other VIN (a demo PIN at once). */
export function sandboxCaseOf(vin: string): TestVin | null {
  const wanted = vin.trim().toUpperCase();
  return TEST_VINS.find((t) => t.vin === wanted) ?? null;
}

/** A test order's reference: `NH-TEST-7K3Q-92`, never to be read as a live order's. */
export const testReference = (liveLikeReference: string) => liveLikeReference.replace(/^NH-/, 'NH-TEST-');

/** The sandbox described for the OpenAPI document and the guide (Markdown). */
export const SANDBOX_GUIDE = [
  'API keys come in two modes. A **live** key (`nh_live_…`) orders for real. A **test** key (`nh_test_…`)',
  'orders in the sandbox: the same endpoints, request bodies and answers, but nothing is taken (no point,',
  'no subscription day, no money), the PIN comes from the demo provider (marked `pin_is_demo`, and the',
  'check answer says it is a demo code), the reference reads `NH-TEST-…`, and every order, bulk order and',
  'webhook body says `"livemode": false` (live answers say `true`). Test orders are seen only with a test',
  "key: never in a browser's history, a live key's history, reports, invoices, exports or live webhooks, and",
  'a test key never sees live orders. A webhook endpoint registered with a test key is a test endpoint: it',
  'hears only test events, and a live endpoint only live ones. A test key may generate, check an order, read',
  'the history, upload a bulk order (dry run included), manage webhook endpoints, pay by card and buy bundles.',
  '',
  '**Card payments and bundle purchases** with a test key answer as live (`payment_url`, `payment_id`,',
  '`"livemode": false`), but `payment_url` opens the shop\'s **sandbox checkout**: a page marked "Sandbox —',
  'no money is taken" with **Pay (test)** and **Decline (test)**, no card asked for. Pay sends the browser to',
  "the success page as a live checkout does; a PIN's test order is then paid, gets a demo PIN (test VINs play",
  'as below) and its `order.fulfilled` reaches your test endpoints. Decline sends it to the cancel page: the',
  'payment fails and its test order with it, as a live unpaid checkout. A second click changes nothing. A',
  'test bundle purchase grants nothing (no token, no subscription day); its check answers `"livemode":',
  'false`, and the purchases list of a test key shows only test purchases. The success-page checks find a',
  "test payment with a test key (or the page's link in a browser), never with a live key (404).",
  '',
  'Any VIN gets a demo PIN at once. These test VINs play what a reseller must handle:',
  '',
  '| VIN | case | what happens |',
  '| --- | --- | --- |',
  ...TEST_VINS.map((t) => `| \`${t.vin}\` | \`${t.case}\` | ${t.behaviour} |`),
].join('\n');
