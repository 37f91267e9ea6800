/**
 * The request-duration histogram counts cheaply but must read, for Prometheus, exactly as a
 * prom-client Histogram of the same observations would.
 */
import { describe, expect, it } from 'vitest';
import { Histogram, Registry } from 'prom-client';
import { RequestDurations } from './request-durations.js';

const observations: Array<[string, string, number, number]> = [
  ['/api/v1/detail/', 'GET', 200, 0.0004],
  ['/api/v1/detail/', 'GET', 200, 0.005],
  ['/api/v1/detail/', 'GET', 200, 0.0051],
  ['/api/v1/detail/', 'GET', 304, 0.02],
  ['/api/v1/points-subs/generate/', 'POST', 200, 0.3],
  ['/api/v1/points-subs/generate/', 'POST', 402, 12],
  ['unmatched', 'GET', 404, 1],
  ['/api/v1/detail/', 'HEAD', 200, 2.5],
];

async function exposition(fill: (registry: Registry) => void) {
  const registry = new Registry();
  fill(registry);
  return { text: await registry.metrics(), json: await registry.getMetricsAsJSON() };
}

describe('request durations', () => {
  it("expose the same text and JSON as prom-client's Histogram with its default buckets", async () => {
    const ours = await exposition((registry) => {
      const durations = new RequestDurations();
      registry.registerMetric(durations as unknown as Parameters<Registry['registerMetric']>[0]);
      for (const [route, method, status, seconds] of observations)
        durations.observe(route, method, status, seconds);
    });
    const reference = await exposition((registry) => {
      const histogram = new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time from the request arriving to its answer being sent, by route pattern, method and status.',
        labelNames: ['route', 'method', 'status_code'] as const,
        registers: [registry],
      });
      for (const [route, method, status, seconds] of observations)
        histogram.observe({ route, method, status_code: String(status) }, seconds);
    });
    expect(ours.text).toBe(reference.text);
    expect(ours.json).toEqual(reference.json);
  });
});
