/** The shapes of the withdrawals area's endpoints (withdrawals.ts), keyed by endpoint id. */
import { z } from 'zod';
import { recordId } from '../fields.js';
import {
  closeWithdrawalRequest,
  refundWithdrawalRequest,
  staffWithdrawal,
  staffWithdrawalsResponse,
  withdrawalReceipt,
  withdrawalRequest,
} from '../withdrawals.js';
import type { Shape } from './endpoint.js';

const oneWithdrawal = z.object({ id: recordId() });
const handled = {
  404: 'No withdrawal of that id.',
  409: 'The withdrawal was handled already (code `conflict`), or the payment cannot be refunded.',
};

export const withdrawalsShapes = {
  requestWithdrawal: {
    body: withdrawalRequest,
    response: { 201: withdrawalReceipt },
    errors: { 429: 'Too many requests from this address (code `rate_limited`).' },
  },
  listWithdrawals: { response: { 200: staffWithdrawalsResponse } },
  refundWithdrawal: {
    params: oneWithdrawal,
    body: refundWithdrawalRequest,
    response: { 200: staffWithdrawal },
    errors: {
      ...handled,
      502: 'The payment provider did not take the refund (code `refund_failed`); nothing changed.',
    },
  },
  closeWithdrawal: {
    params: oneWithdrawal,
    body: closeWithdrawalRequest,
    response: { 200: staffWithdrawal },
    errors: handled,
  },
} satisfies Record<string, Shape>;
