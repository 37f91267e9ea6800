/**
 * The back-office module's public entry (decision 049): routes and view mapping over the other
 * modules' public entries; its own use cases are the staff limits on points (staff-limits.ts).
 */
export { backofficePlugin } from './plugin.js';
export { staffLimitsOf, type StaffLimits } from './staff-limits.js';
export { toStaffOrder, toStaffOrderDetail } from './staff-order-view.js';
