/** The shapes of the converter's endpoint (converter.ts), keyed by endpoint id. */
import { z } from 'zod';
import type { Shape } from './endpoint.js';
import { apiError } from './errors.js';

/** What a failed conversion answers: the shared error body, the failed files and every file's outcome. */
const convertError = apiError
  .extend({
    files: z
      .array(
        z.object({
          file: z.string(),
          status: z.enum(['processed', 'error']),
          modules: z.array(z.string()).optional(),
          code: z.string().optional(),
          message: z.string().optional(),
        }),
      )
      .optional()
      .meta({ description: 'Every file of the request: converted (with its modules) or not (with why).' }),
    retry_after: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Seconds to wait (also in `Retry-After`).' }),
  })
  .meta({ id: 'ConvertError' });

export const converterShapes = {
  convert: {
    response: { 400: convertError, 408: convertError, 413: convertError, 429: convertError },
    errors: {
      400: 'No file, an unreadable upload (`no_file`, `bad_upload`), or a file that could not be converted (`conversion_failed`: `vrx_file` lists each failed file with why, `files` every file).',
      408: 'The upload took too long (code `upload_too_slow`).',
      413: 'A file, the files together or their number are over the limits (`file_too_large`, `request_too_large`, `too_many_files`, `conversion_failed` when every failed file was too large).',
      415: 'The body is neither multipart/form-data nor application/x-www-form-urlencoded (code `unsupported_media_type`).',
      429: 'Too many conversions or upload bytes from this address (code `rate_limited`): wait `Retry-After` seconds.',
    },
  },
} satisfies Record<string, Shape>;
