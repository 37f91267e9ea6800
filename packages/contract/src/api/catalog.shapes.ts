/** The shapes of the catalogue's endpoints (catalog.ts), keyed by endpoint id. */
import { getInfoResponse, priceResponse, variantsResponse } from '../codes.js';
import type { Shape } from './endpoint.js';

export const catalogShapes = {
  listComands: { response: { 200: getInfoResponse } },
  listVariants: { response: { 200: variantsResponse } },
  codePrice: { response: { 200: priceResponse } },
} satisfies Record<string, Shape>;
