/** The shapes of the VIN decoder's endpoint (vin.ts), keyed by endpoint id. */
import { z } from 'zod';
import { vinDecodeFailureSchema, vinDecodeSuccessSchema } from '../vin/schema.js';
import type { Shape } from './endpoint.js';

export const vinShapes = {
  decodeVin: {
    // Any text: the decoder itself says what is wrong with it (length, letters), as a 400 of this shape.
    params: z.object({ vin: z.string() }),
    response: {
      200: vinDecodeSuccessSchema.extend({ summary: z.string() }),
      400: vinDecodeFailureSchema.extend({
        detail: z.string(),
        // Always sent by the server; optional for clients written before the one error shape.
        code: z.literal('invalid_vin').optional(),
      }),
    },
    errors: { 400: 'The VIN cannot be decoded (code `invalid_vin`): `problem` and `reason` say why.' },
  },
} satisfies Record<string, Shape>;
