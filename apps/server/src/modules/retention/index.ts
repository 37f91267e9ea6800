/** The retention module's public entry: app.ts imports it from here only. */

// The retention sweep: sent mail and done jobs deleted once past their days.
export { retentionPlugin } from './plugin.js';
