/** The shapes of the health endpoints (health.ts), keyed by endpoint id. */
import { healthFailureResponse, healthResponse, readinessResponse } from '../site.js';
import type { Shape } from './endpoint.js';

export const healthShapes = {
  health: { response: { 200: healthResponse, 503: healthFailureResponse } },
  live: { response: { 200: healthResponse } },
  ready: { response: { 200: readinessResponse, 503: readinessResponse } },
} satisfies Record<string, Shape>;
