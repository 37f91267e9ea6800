/** The shapes of the development stand-ins (dev.ts), keyed by endpoint id. */
import { z } from 'zod';
import type { Shape } from './endpoint.js';

const devCheckoutParams = z.object({ id: z.string().regex(/^dev_cs_[a-f0-9]{24}$/) });
const devPaypalParams = z.object({ id: z.string().regex(/^dev_pp_[a-f0-9]{24}$/) });

export const devShapes = {
  devCheckoutPage: { params: devCheckoutParams, response: {} },
  devCheckoutPay: { params: devCheckoutParams, response: {} },
  devCheckoutCancel: { params: devCheckoutParams, response: {} },
  devPaypalPage: { params: devPaypalParams, response: {} },
  devPaypalApprove: { params: devPaypalParams, response: {} },
  devPaypalCancel: { params: devPaypalParams, response: {} },
  devMailboxJson: {
    errors: { 404: 'Not served: the dev mailbox is off (code `not_found`).' },
    response: {
      200: z.array(
        z.object({
          id: z.number().int(),
          to: z.string(),
          subject: z.string(),
          text: z.string(),
          status: z.string(),
          created_at: z.string(),
        }),
      ),
    },
  },
  devMailboxPage: { response: {} },
} satisfies Record<string, Shape>;
