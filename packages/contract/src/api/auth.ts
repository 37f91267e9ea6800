/** Sign-up, sign-in, tokens and passwords (spec §7, first table). */
import { endpointsOf } from './endpoint.js';
import type { authShapes } from './auth.shapes.js';

const endpoint = endpointsOf<typeof authShapes>();
const tag = 'accounts';

export const authApi = {
  register: endpoint({
    id: 'register',
    method: 'POST',
    path: '/auth/registration/',
    auth: 'none',
    tag,
    summary: 'Create an account; a confirmation link is e-mailed',
  }),
  verifyEmail: endpoint({
    id: 'verifyEmail',
    method: 'POST',
    path: '/auth/registration/verify-email/',
    auth: 'none',
    tag,
    summary: 'Confirm an e-mail address with the key from the confirmation link',
  }),
  resendConfirmation: endpoint({
    id: 'resendConfirmation',
    method: 'POST',
    path: '/auth/registration/resend-email/',
    auth: 'none',
    tag,
    summary: 'Send the confirmation link again',
    description:
      'Answers the same for every address. A link goes only to an unconfirmed account, at most one a minute and five a day (the sign-up mail included); a request past that sends nothing.',
  }),
  signIn: endpoint({
    id: 'signIn',
    method: 'POST',
    path: '/auth/login/',
    auth: 'none',
    private: true,
    tag,
    summary: 'Sign in with e-mail and password: an access and a refresh token',
  }),
  refreshToken: endpoint({
    id: 'refreshToken',
    method: 'POST',
    path: '/auth/token/refresh/',
    auth: 'none',
    private: true,
    tag,
    summary: 'A new access token (and a rotated refresh token) for a refresh token',
  }),
  signOut: endpoint({
    id: 'signOut',
    method: 'POST',
    path: '/auth/logout/',
    auth: 'none',
    tag,
    summary: 'End the session of a refresh token',
  }),
  signInWithGoogle: endpoint({
    id: 'signInWithGoogle',
    method: 'POST',
    path: '/auth/google/',
    auth: 'none',
    private: true,
    tag,
    summary: 'Sign in or sign up with a Google ID token',
  }),
  changePassword: endpoint({
    id: 'changePassword',
    method: 'POST',
    path: '/auth/password/change/',
    auth: 'bearer',
    tag,
    summary: 'Set a new password (needs a sign-in of the last 10 minutes)',
  }),
  setPassword: endpoint({
    id: 'setPassword',
    method: 'POST',
    path: '/auth/users/set_password/',
    auth: 'bearer',
    tag,
    summary: 'Change the password, giving the current one',
  }),
  requestPasswordReset: endpoint({
    id: 'requestPasswordReset',
    method: 'POST',
    path: '/password/reset/',
    auth: 'none',
    tag,
    summary: 'E-mail a password-reset link',
  }),
  confirmPasswordReset: endpoint({
    id: 'confirmPasswordReset',
    method: 'POST',
    path: '/password/reset/confirm/:uid/:token/',
    auth: 'none',
    tag,
    summary: 'Set a new password with the uid and token of a reset link',
  }),
};
