/** The shapes of the shop's settings endpoint (site.ts), keyed by endpoint id. */
import { siteConfigResponse } from '../site.js';
import type { Shape } from './endpoint.js';

export const siteShapes = {
  siteConfig: { response: { 200: siteConfigResponse } },
} satisfies Record<string, Shape>;
