/** The shop's settings: brand, support address, sign-in options and services. */
import { endpointsOf } from './endpoint.js';
import type { siteShapes } from './site.shapes.js';

const endpoint = endpointsOf<typeof siteShapes>();

export const siteApi = {
  siteConfig: endpoint({
    id: 'siteConfig',
    method: 'GET',
    path: '/api/v1/site/',
    auth: 'none',
    tag: 'site',
    summary: "The shop's brand, support address, sign-in options and services (`?lang=`: a language's)",
  }),
  siteLegal: endpoint({
    id: 'siteLegal',
    method: 'GET',
    path: '/api/v1/site/legal/',
    auth: 'none',
    tag: 'site',
    summary:
      "The seller, retention periods and the operator's legal texts (decision 056; `?lang=`: a language's, decision 070)",
  }),
};
