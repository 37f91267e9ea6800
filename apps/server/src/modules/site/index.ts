/** The site module's public entry: app.ts imports it from here only. */

// The shop's public settings, as routes and as the object the web reads.
export { siteConfigOf, sitePlugin } from './plugin.js';
