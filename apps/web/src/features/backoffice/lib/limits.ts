/**
 * The contract's back-office constants the pages need at run time. Copied, not imported: the
 * contract's modules that hold them build zod schemas, and importing them would pull zod into a
 * chunk shared with the customers' pages. The types hold them to the contract, and
 * limits.test.ts compares the values.
 */
import type { StaffOrderStatus } from '@navihub/contract/backoffice';
import type { AuditAction } from '@navihub/contract/backoffice-audit';

export const BACKOFFICE_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;
export const FAILURE_REASON_MAX = 500;
export const CATALOGUE_CSV_MAX = 1024 * 512;
export const SEARCH_MAX = 100;
export const FAILED_WORK_LIMIT = 50;

export const STAFF_ORDER_STATUSES = [
  'awaiting_pin',
  'fulfilled',
  'failed',
  'pending_payment',
] as const satisfies readonly StaffOrderStatus[];

export const AUDIT_ACTIONS = [
  'order.fulfilled',
  'order.failed',
  'order.refunded',
  'order.pin_revealed',
  'order.pin_corrected',
  'customer.points',
  'customer.updated',
  'customer.deleted',
  'catalogue.variant_added',
  'catalogue.variant_updated',
  'catalogue.imported',
  'catalogue.price_set',
  'catalogue.token_bundle_saved',
  'catalogue.subscription_bundle_saved',
  'mail.retried',
  'job.retried',
  'withdrawal.refunded',
  'withdrawal.closed',
  'invoice.resent',
] as const satisfies readonly AuditAction[];

// Every status and action of the contract is listed (a new one fails the type check here).
type Missing<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : Exclude<All, Listed>;
export const everyStatusListed: Missing<StaffOrderStatus, (typeof STAFF_ORDER_STATUSES)[number]> = true;
export const everyActionListed: Missing<AuditAction, (typeof AUDIT_ACTIONS)[number]> = true;
