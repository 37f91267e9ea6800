/**
 * The shapes of every endpoint, keyed by the endpoint's id (see endpoint.ts): each area's
 * `<area>.shapes.ts`, gathered. The server validates and serialises with them, the OpenAPI
 * document is generated from them, and the test doubles of both sides check their answers
 * against them.
 */
import { accountShapes } from './account.shapes.js';
import { apiKeysShapes } from './api-keys.shapes.js';
import { accountDataShapes } from './account-data.shapes.js';
import { authShapes } from './auth.shapes.js';
import { backofficeShapes } from './backoffice.shapes.js';
import { bulkOrdersShapes } from './bulk-orders.shapes.js';
import { bundlesShapes } from './bundles.shapes.js';
import { catalogShapes } from './catalog.shapes.js';
import { codesShapes } from './codes.shapes.js';
import { converterShapes } from './converter.shapes.js';
import { devShapes } from './dev.shapes.js';
import type { Shape } from './endpoint.js';
import { healthShapes } from './health.shapes.js';
import { invoicesShapes } from './invoices.shapes.js';
import { paymentsShapes } from './payments.shapes.js';
import { sandboxShapes } from './sandbox.shapes.js';
import { siteShapes } from './site.shapes.js';
import { vinShapes } from './vin.shapes.js';
import { webhooksShapes } from './webhooks.shapes.js';
import { withdrawalsShapes } from './withdrawals.shapes.js';

export const shapes = {
  ...authShapes,
  ...accountShapes,
  ...apiKeysShapes,
  ...webhooksShapes,
  ...accountDataShapes,
  ...catalogShapes,
  ...codesShapes,
  ...bulkOrdersShapes,
  ...bundlesShapes,
  ...paymentsShapes,
  ...converterShapes,
  ...vinShapes,
  ...siteShapes,
  ...healthShapes,
  ...backofficeShapes,
  ...invoicesShapes,
  ...devShapes,
  ...sandboxShapes,
  ...withdrawalsShapes,
} satisfies Record<string, Shape>;

export type Shapes = typeof shapes;
export type EndpointId = keyof Shapes;

/** The shape of a descriptor's endpoint: the one lookup the server and both sides' test doubles use. */
export function shapeOf(endpoint: { id: string }): Shape {
  return shapes[endpoint.id as EndpointId] as Shape;
}
