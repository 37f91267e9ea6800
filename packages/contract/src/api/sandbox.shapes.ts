/** The shapes of the sandbox checkout (sandbox.ts), keyed by endpoint id. */
import { z } from 'zod';
import type { Shape } from './endpoint.js';

/** A test payment's id; anything else is no test payment (404 page). */
const sandboxCheckoutParams = z.object({ id: z.uuid() });

export const sandboxShapes = {
  sandboxCheckoutPage: { params: sandboxCheckoutParams, response: {} },
  sandboxCheckoutPay: { params: sandboxCheckoutParams, response: {} },
  sandboxCheckoutDecline: { params: sandboxCheckoutParams, response: {} },
} satisfies Record<string, Shape>;
