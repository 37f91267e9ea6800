/** The vin module's public entry: app.ts imports it from here only. */

// The VIN decoder of the shared contract, over HTTP.
export { vinPlugin } from './plugin.js';
