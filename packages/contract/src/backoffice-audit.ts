/**
 * The back-office's audit log (issue 12): every staff action with who, when, what, and the values
 * before and after. Written in the same transaction as the change; nothing edits or deletes it.
 */
import { z } from 'zod';
import { BACKOFFICE_SEARCH_MAX } from './backoffice.js';
import { pageOf, pageQuery } from './api/common.js';
import { plainText } from './fields.js';

export const AUDIT_PAGE_SIZE = 50;

/** What staff can do; each is one kind of audit entry. */
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
] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;

export const auditListQuery = pageQuery.extend({
  action: auditAction.optional(),
  /** Part of the staff member's e-mail address. */
  actor: plainText(z.string().trim().max(BACKOFFICE_SEARCH_MAX)).optional(),
  /** What was changed: an order id, a customer number, a variant id… */
  subject: plainText(z.string().trim().max(BACKOFFICE_SEARCH_MAX)).optional(),
});

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The staff member's e-mail address (kept as it was when they acted). */
  actor: z.string(),
  action: auditAction,
  /** `order`, `customer`, `variant`, `price`, `token_bundle`, `subscription_bundle`, `catalogue`, `mail`, `job`. */
  subject_type: z.string(),
  subject_id: z.string(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListResponse = pageOf(auditEntry);
