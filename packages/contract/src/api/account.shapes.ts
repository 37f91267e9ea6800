/** The shapes of the account area's endpoints (account.ts), keyed by endpoint id. */
import { z } from 'zod';
import {
  pointsAndSubscriptions,
  profileResponse,
  profileUpdateRequest,
  receiveEmailResponse,
  userStatusResponse,
} from '../auth.js';
import { businessDetails, businessDetailsResponse } from '../business.js';
import { recordId } from '../fields.js';
import { accountLanguage } from '../language-field.js';
import type { Shape } from './endpoint.js';

const ownerParams = z.object({ id: recordId() });

export const accountShapes = {
  userStatus: { response: { 200: userStatusResponse } },
  pointsAndSubscriptions: { response: { 200: pointsAndSubscriptions } },
  getProfile: {
    params: ownerParams,
    response: { 200: profileResponse },
    errors: { 403: "The id is not the signed-in user's (code `permission_denied`)." },
  },
  updateProfile: {
    params: ownerParams,
    body: profileUpdateRequest,
    response: { 200: profileResponse },
    errors: { 403: "The id is not the signed-in user's (code `permission_denied`)." },
  },
  getBusinessDetails: { response: { 200: businessDetailsResponse } },
  updateBusinessDetails: {
    body: businessDetails,
    response: { 200: businessDetailsResponse },
    errors: {
      400: '`country` is not an ISO 3166-1 alpha-2 code, or `vat_number` has the wrong shape for it (nothing is written).',
    },
  },
  getEmailPreference: { response: { 200: receiveEmailResponse } },
  toggleEmailPreference: { response: { 200: receiveEmailResponse } },
  getLanguage: { response: { 200: accountLanguage } },
  setLanguage: { body: accountLanguage, response: { 200: accountLanguage } },
} satisfies Record<string, Shape>;
