/** The health module's public entry: app.ts imports it from here only. */

// The probes: /healthz, /livez, /readyz.
export { healthPlugin } from './plugin.js';
