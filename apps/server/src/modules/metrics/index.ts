/** The metrics module's public entry: app.ts and main.ts import it from here only. */

// The shop's gauges and request durations as a Fastify plugin.
export { metricsPlugin } from './plugin.js';
// The separate /metrics listener.
export { startMetricsListener, type MetricsListener } from './listener.js';
