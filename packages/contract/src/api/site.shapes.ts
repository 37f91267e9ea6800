/** The shapes of the shop's settings endpoint (site.ts), keyed by endpoint id. */
import { legalResponse } from '../legal.js';
import { siteConfigQuery, siteConfigResponse } from '../site.js';
import type { Shape } from './endpoint.js';

export const siteShapes = {
  siteConfig: { query: siteConfigQuery, response: { 200: siteConfigResponse } },
  siteLegal: { query: siteConfigQuery, response: { 200: legalResponse } },
} satisfies Record<string, Shape>;
