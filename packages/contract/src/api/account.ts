/** The signed-in customer's account area. */
import { endpointsOf } from './endpoint.js';
import type { accountShapes } from './account.shapes.js';

const endpoint = endpointsOf<typeof accountShapes>();
const tag = 'account';

export const accountApi = {
  userStatus: endpoint({
    id: 'userStatus',
    method: 'GET',
    path: '/auth/user/status/',
    auth: 'bearer',
    tag,
    summary: 'The signed-in user (a list of one)',
  }),
  pointsAndSubscriptions: endpoint({
    id: 'pointsAndSubscriptions',
    method: 'GET',
    path: '/api/v1/points-subs/generate/',
    auth: 'bearer',
    tag,
    summary: "The user's points and subscriptions",
  }),
  getProfile: endpoint({
    id: 'getProfile',
    method: 'GET',
    path: '/api/profile/:id/',
    auth: 'bearer',
    tag,
    summary: 'The profile of the signed-in user (id: their own pk)',
  }),
  updateProfile: endpoint({
    id: 'updateProfile',
    method: 'PUT',
    path: '/api/v1/profile/:id',
    auth: 'bearer',
    tag,
    summary: 'Update the profile of the signed-in user (id: their own pk)',
  }),
  getBusinessDetails: endpoint({
    id: 'getBusinessDetails',
    method: 'GET',
    path: '/api/v1/account/business/',
    auth: 'bearer',
    apiKey: true,
    tag,
    summary: 'The business details remembered on the account (prefilled at checkout; empty: none)',
  }),
  updateBusinessDetails: endpoint({
    id: 'updateBusinessDetails',
    method: 'PUT',
    path: '/api/v1/account/business/',
    auth: 'bearer',
    apiKey: true,
    tag,
    summary: "Set the account's business details: company name, address, country, VAT number",
  }),
  getEmailPreference: endpoint({
    id: 'getEmailPreference',
    method: 'GET',
    path: '/auth/user/receive_email',
    auth: 'bearer',
    tag,
    summary: 'Whether notification e-mails are wanted',
  }),
  toggleEmailPreference: endpoint({
    id: 'toggleEmailPreference',
    method: 'POST',
    path: '/auth/user/receive_email',
    auth: 'bearer',
    tag,
    summary: 'Switch notification e-mails on or off',
  }),
  getLanguage: endpoint({
    id: 'getLanguage',
    method: 'GET',
    path: '/api/v1/account/language',
    auth: 'bearer',
    tag,
    summary: "The language of the signed-in user's e-mails",
  }),
  setLanguage: endpoint({
    id: 'setLanguage',
    method: 'PUT',
    path: '/api/v1/account/language',
    auth: 'bearer',
    tag,
    summary: "Set the language of the signed-in user's e-mails (the header's language selector)",
  }),
};
