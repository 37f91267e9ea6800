/** Health, liveness and readiness, for the balancer and the operator. */
import { endpointsOf } from './endpoint.js';
import type { healthShapes } from './health.shapes.js';

const endpoint = endpointsOf<typeof healthShapes>();

export const healthApi = {
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
