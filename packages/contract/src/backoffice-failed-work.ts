/**
 * The back-office's failed work (issues 12 and 20): e-mail the shop gave up sending and background
 * jobs that gave up (dead letters), newest first, each of which staff can send or run again.
 */
import { z } from 'zod';
import { INT4_MAX } from './fields.js';

/** How many of each the page lists. */
export const FAILED_WORK_LIMIT = 50;

export const failedMail = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** `pin-ready`, `pin-failed`, `receipt`, `password-reset`, … */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});

export const failedJob = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** `fulfil-order`, `refund-card-order`, … */
  kind: z.string(),
  /** What the job works on (an order id). */
  payload: z.record(z.string(), z.unknown()),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});

export const failedWorkResponse = z.object({
  mail: z.array(failedMail),
  jobs: z.array(failedJob),
});
export type FailedWork = z.infer<typeof failedWorkResponse>;

export const failedWorkParams = z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX) });
