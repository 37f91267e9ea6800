/** The converter module's public entry: app.ts imports it from here only. */

// The online converter: coding files in, one zip of .aed files out.
export { converterPlugin } from './plugin.js';
