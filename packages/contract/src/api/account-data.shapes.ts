/** The shapes of the customer's own data endpoints (account-data.ts), keyed by endpoint id. */
import { z } from 'zod';
import { accountExport, deleteAccountRequest, staffDeleteAccountRequest } from '../account-data.js';
import { recordId } from '../fields.js';
import { detailResponse } from './common.js';
import type { Shape } from './endpoint.js';

export const accountDataShapes = {
  exportMyData: { response: { 200: accountExport } },
  deleteMyAccount: {
    body: deleteAccountRequest,
    response: { 200: detailResponse },
    errors: {
      403: 'A staff account (code `permission_denied`): an admin makes it a customer first.',
      429: 'Too many attempts from this address (code `rate_limited`): wait `Retry-After` seconds.',
    },
  },
  staffDeleteAccount: {
    params: z.object({ id: recordId() }),
    body: staffDeleteAccountRequest,
    response: { 200: detailResponse },
    errors: {
      403: 'Not an admin, or the account is staff (code `permission_denied`).',
      404: 'No such customer (code `not_found`).',
    },
  },
} satisfies Record<string, Shape>;
