/** The customer's own data (issue 33): their export, their account's deletion, and staff's on request. */
import { endpointsOf } from './endpoint.js';
import type { accountDataShapes } from './account-data.shapes.js';

const endpoint = endpointsOf<typeof accountDataShapes>();
const tag = 'account';

export const accountDataApi = {
  exportMyData: endpoint({
    id: 'exportMyData',
    method: 'GET',
    path: '/api/v1/account/export/',
    auth: 'bearer',
    tag,
    summary: 'Everything the shop holds about the signed-in customer, as a JSON file',
    description:
      'Answers with `Content-Disposition: attachment`: profile, orders with their PINs, payments, points, invoices, consents and sign-in sessions (never a token).',
    private: true,
  }),
  deleteMyAccount: endpoint({
    id: 'deleteMyAccount',
    method: 'DELETE',
    path: '/api/v1/account/',
    auth: 'bearer',
    tag,
    summary: "Delete the signed-in customer's account",
    description:
      'With the password, or for an account without one a Google ID token issued within the last 5 minutes. Every session ends at once; what the law keeps (sold orders) stays without the personal data it does not need (decision 055).',
  }),
  staffDeleteAccount: endpoint({
    id: 'staffDeleteAccount',
    method: 'DELETE',
    path: '/api/v1/admin/customers/:id/account/',
    auth: 'admin',
    tag: 'backoffice',
    private: true,
    summary: "Delete a customer's account on their request (audited)",
  }),
};
