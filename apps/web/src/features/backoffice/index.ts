/**
 * The back-office's public entry (decision 069): app/layouts/backoffice-route.tsx, in the one
 * chunk staff alone fetch, imports it from here only; no customer page imports it.
 */
export { BackofficeArea, backofficePageComponents } from './backoffice-area';
