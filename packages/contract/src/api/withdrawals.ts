/** Withdrawal from a contract online without signing in, and staff's handling of it (decision 056). */
import { endpointsOf } from './endpoint.js';
import type { withdrawalsShapes } from './withdrawals.shapes.js';

const endpoint = endpointsOf<typeof withdrawalsShapes>();

export const withdrawalsApi = {
  requestWithdrawal: endpoint({
    id: 'requestWithdrawal',
    method: 'POST',
    path: '/api/v1/withdrawals/',
    auth: 'none',
    tag: 'withdrawals',
    summary: 'Withdraw from a contract; the receipt is answered and e-mailed',
  }),
  listWithdrawals: endpoint({
    id: 'listWithdrawals',
    method: 'GET',
    path: '/api/v1/backoffice/withdrawals/',
    auth: 'staff',
    tag: 'withdrawals',
    private: true,
    summary: 'The withdrawals received, newest first, with what was done about each',
  }),
  refundWithdrawal: endpoint({
    id: 'refundWithdrawal',
    method: 'POST',
    path: '/api/v1/backoffice/withdrawals/:id/refund/',
    auth: 'staff',
    tag: 'withdrawals',
    private: true,
    summary: 'Refund the bundle purchase withdrawn from, and mark the withdrawal refunded',
  }),
  closeWithdrawal: endpoint({
    id: 'closeWithdrawal',
    method: 'POST',
    path: '/api/v1/backoffice/withdrawals/:id/close/',
    auth: 'staff',
    tag: 'withdrawals',
    private: true,
    summary: 'Mark a withdrawal handled without a refund, saying why',
  }),
};
