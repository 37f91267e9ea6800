/**
 * Answers of the back-office's endpoints for the tests, each within the contract (the fake server
 * checks them), and the signed-in staff member.
 */
import type { StaffOrder, StaffOrderDetail } from '@navihub/contract/backoffice';
import type { StaffCustomerDetail } from '@navihub/contract/backoffice-customers';
import type { StaffWithdrawal } from '@navihub/contract/withdrawals';
import { userStatusOf } from '@/testing/fake-server';
import { signIn } from '@/testing/render-app';

export type Role = 'customer' | 'staff' | 'admin';

/** The user status and the points of a signed-in user of that role. */
export function sessionRoutes(role: Role, email = `${role}@navihub.test`) {
  return {
    'GET /auth/user/status/': { body: [userStatusOf({ pk: 7, email, role })] },
    'GET /api/v1/points-subs/generate/': { body: { points: [], subscriptions: [] } },
  };
}

export function signInAs(role: Role, email = `${role}@navihub.test`) {
  signIn({ email, discount: 0, role });
}

export const ORDER_ID = '3f2b8c4e-1d2a-4b6c-9e8f-0a1b2c3d4e5f';

export function staffOrder(fields: Partial<StaffOrder> = {}): StaffOrder {
  return {
    id: ORDER_ID,
    number: 1042,
    reference: 'NH-7K3Q-92',
    customer_id: 7,
    created_at: '2026-11-20T09:30:00Z',
    email: 'guest@example.com',
    comand: 'NTG 5s1',
    map_region: 'Europe',
    version: 'V9.0',
    vin: 'WDD2050001F595854',
    paid_with: 'card',
    amount: '39.00',
    currency: 'USD',
    status: 'awaiting_pin',
    refund_status: null,
    refunded_amount: null,
    waiting_since: '2026-11-20T09:31:00Z',
    waited_seconds: 7500,
    ...fields,
  };
}

export function orderDetail(fields: Partial<StaffOrderDetail> = {}): StaffOrderDetail {
  return {
    ...staffOrder(),
    pin_masked: null,
    refund_limit: null,
    own_order: false,
    failure_reason: null,
    vin_summary: 'Mercedes-Benz C-Class (W205), built 2015 in Germany',
    vin_warnings: ['The check digit does not match.'],
    payment: {
      id: 'pay_1',
      provider: 'stripe',
      status: 'fulfilled',
      amount: '39.00',
      currency: 'USD',
      created_at: '2026-11-20T09:30:00Z',
    },
    refund: null,
    timeline: [
      { at: '2026-11-20T09:30:00Z', event: 'created', detail: 'Card checkout started' },
      { at: '2026-11-20T09:31:00Z', event: 'paid', detail: 'Paid by card' },
    ],
    ...fields,
  };
}

export function orderPage(
  results: StaffOrder[],
  fields: { count?: number; next?: string | null; previous?: string | null } = {},
) {
  return { body: { count: results.length, next: null, previous: null, results, ...fields } };
}

export function customerDetail(fields: Partial<StaffCustomerDetail> = {}): StaffCustomerDetail {
  return {
    id: 31,
    email: 'driver@example.com',
    first_name: 'Dana',
    last_name: 'Driver',
    role: 'customer',
    points: 3,
    subscription_until: null,
    discount_percent: 0,
    disabled: false,
    email_verified: true,
    created_at: '2026-01-05T10:00:00Z',
    orders: [],
    payments: [],
    ledger: [],
    points_limits: null,
    own_account: false,
    ...fields,
  };
}

/** A 400 answer naming wrong fields, as the server writes it (decision 022). */
export function fieldErrors(fields: Record<string, string[]>) {
  const first = Object.values(fields)[0]?.[0] ?? 'Invalid.';
  return { status: 400, body: { detail: first, code: 'invalid', ...fields } };
}

export const PAYMENT_ID = '9b1d6f0e-2c3a-4d5e-8f70-1a2b3c4d5e6f';

/** An open withdrawal of a token bundle, its payment's id given as the reference. */
export function staffWithdrawal(fields: Partial<StaffWithdrawal> = {}): StaffWithdrawal {
  return {
    id: 12,
    receipt: 'WD-7K3Q-92',
    received_at: '2026-11-26T14:05:00Z',
    name: 'Erika Mustermann',
    email: 'erika@example.com',
    reference: PAYMENT_ID,
    contract: 'token_bundle',
    reason: 'Bought twice.',
    status: 'received',
    handled_at: null,
    handled_by: null,
    payment_id: null,
    refunded_amount: null,
    note: null,
    ...fields,
  };
}
