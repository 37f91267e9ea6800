/** Answers several areas share (the error shape is errors.ts). */
import { z } from 'zod';

/** A plain confirmation: one sentence for a person. */
export const detailResponse = z.object({ detail: z.string() });
