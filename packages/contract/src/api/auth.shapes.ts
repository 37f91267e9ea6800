/** The shapes of the auth area's endpoints (auth.ts), keyed by endpoint id. */
import {
  googleLoginRequest,
  loginRequest,
  loginResponse,
  logoutRequest,
  passwordChangeRequest,
  passwordResetConfirmParams,
  passwordResetConfirmRequest,
  passwordResetRequest,
  refreshRequest,
  refreshResponse,
  registrationRequest,
  resendEmailRequest,
  setPasswordRequest,
  verifyEmailRequest,
} from '../auth.js';
import { detailResponse } from './common.js';
import type { Shape } from './endpoint.js';

/** The per-address limit of the auth routes. */
const limited = {
  429: 'Too many attempts from this address (code `rate_limited`): wait `Retry-After` seconds.',
};

export const authShapes = {
  register: { body: registrationRequest, response: { 201: detailResponse }, errors: limited },
  verifyEmail: { body: verifyEmailRequest, response: { 200: detailResponse }, errors: limited },
  resendConfirmation: { body: resendEmailRequest, response: { 200: detailResponse }, errors: limited },
  signIn: {
    body: loginRequest,
    response: { 200: loginResponse },
    errors: {
      429: 'Too many attempts from this address (`rate_limited`), or too many failed sign-ins for this account (`sign_in_locked`): wait `Retry-After` seconds.',
    },
  },
  refreshToken: {
    body: refreshRequest,
    response: { 200: refreshResponse },
    errors: {
      401: 'The refresh token is expired, revoked or not ours (code `token_not_valid`): sign in again.',
    },
  },
  signOut: { body: logoutRequest.optional(), response: { 200: detailResponse } },
  signInWithGoogle: {
    body: googleLoginRequest,
    response: { 200: loginResponse },
    errors: { ...limited, 409: '' },
  },
  changePassword: {
    body: passwordChangeRequest,
    response: { 200: detailResponse },
    errors: {
      403: 'The last sign-in is older than 10 minutes (code `reauthentication_required`): sign in again.',
    },
  },
  setPassword: { body: setPasswordRequest, response: { 200: detailResponse }, errors: limited },
  requestPasswordReset: { body: passwordResetRequest, response: { 200: detailResponse }, errors: limited },
  confirmPasswordReset: {
    params: passwordResetConfirmParams,
    body: passwordResetConfirmRequest,
    response: { 200: detailResponse },
    errors: limited,
  },
} satisfies Record<string, Shape>;
