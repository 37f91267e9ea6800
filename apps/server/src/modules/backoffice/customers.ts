/**
 * Staff's view of customers (issue 12): the list and one customer (staff), mapped from the
 * accounts, points, subscriptions, orders and payments modules' public entries; and the staff
 * limits around the points module's adjustment (staff) and the auth module's account settings
 * (admin), the use cases themselves living with their tables (decision 069).
 */
import type { StaffCustomer, StaffCustomerDetail } from '@navihub/contract/backoffice-customers';
import { centsToAmount, NAVIGATION_TOOL } from '@navihub/contract/rules';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/domain-errors.js';
import type { Actor } from '../audit/index.js';
import type { User } from '../auth/index.js';
import { findUserById } from '../auth/index.js';
import { changeAccountSettings, listAccounts, type AccountSettingsChange } from '../auth/index.js';
import { listStaffOrdersOfCustomer } from '../orders/index.js';
import { paymentsOfCustomer } from '../payments/index.js';
import { adjustCustomerPoints, balancesFor, ledgerEntriesOf, toolId } from '../points/index.js';
import { navigationSubscriptionEnds } from '../subscriptions/index.js';
import { toStaffOrder } from './staff-order-view.js';
import { countStaffPoints, ownAccount, pointsLimitsFor, type StaffLimits } from './staff-limits.js';

/** How many of each (orders, payments, ledger entries) one customer's page shows. */
export const CUSTOMER_DETAIL_ROWS = 20;

function toStaffCustomer(user: User, points: number, subscriptionUntil: Date | undefined): StaffCustomer {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    points,
    subscription_until: subscriptionUntil?.toISOString() ?? null,
    discount_percent: user.discountPercent,
    disabled: user.disabledAt !== null,
    email_verified: user.emailVerifiedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}

/** Nobody acts on their own account in the back-office (decision 042), admins included. */
function refuseOwnAccount(actor: Actor, id: number) {
  if (actor.id === id) throw ownAccount('You cannot change your own account: ask another staff member.');
}

/** `limits`: what a staff member may do alone (config). */
export function createStaffCustomers({ db, limits }: { db: Db; limits: StaffLimits }) {
  async function withBalances(rows: User[]): Promise<StaffCustomer[]> {
    const ids = rows.map((r) => r.id);
    const tool = await toolId(db, NAVIGATION_TOOL);
    const [points, ends] = await Promise.all([
      balancesFor(db, tool, ids),
      navigationSubscriptionEnds(db, ids),
    ]);
    return rows.map((user) => toStaffCustomer(user, points.get(user.id) ?? 0, ends.get(user.id)));
  }

  async function list(filter: { q?: string | undefined; page: number }, pageSize: number) {
    const { count, rows } = await listAccounts(db, {
      q: filter.q,
      limit: pageSize,
      offset: (filter.page - 1) * pageSize,
    });
    return { count, results: await withBalances(rows) };
  }

  /** One customer as `viewer` sees it: with what they may still give or take, if capped. */
  async function get(viewer: Actor, id: number): Promise<StaffCustomerDetail> {
    const user = await findUserById(db, id);
    if (!user) throw notFound();
    const [[customer], orders, payments, ledger, pointsLimits] = await Promise.all([
      withBalances([user]),
      listStaffOrdersOfCustomer(db, id, CUSTOMER_DETAIL_ROWS),
      paymentsOfCustomer(db, id, CUSTOMER_DETAIL_ROWS),
      ledgerEntriesOf(db, id, CUSTOMER_DETAIL_ROWS),
      pointsLimitsFor(db, viewer, limits),
    ]);
    return {
      ...customer!,
      points_limits: pointsLimits,
      own_account: viewer.id === id,
      orders: orders.map(toStaffOrder),
      payments: payments.map((p) => ({
        id: p.id,
        created_at: p.createdAt.toISOString(),
        kind: p.kind,
        description: p.description,
        amount: centsToAmount(p.amountCents),
        currency: p.currency,
        status: p.status,
        provider: p.provider,
      })),
      ledger: ledger.map((e) => ({
        id: e.id,
        at: e.at.toISOString(),
        tool: e.tool,
        delta: e.delta,
        reason: e.reason,
        reference: e.reference,
      })),
    };
  }

  /**
   * Points given or taken (the points module's use case): not on one's own account (403
   * `own_account`); a staff member's points are counted against their limits in the same
   * transaction (403 `needs_admin` beyond).
   */
  async function adjust(actor: Actor, id: number, input: { points: number; reason: string }) {
    await adjustCustomerPoints(db, actor, id, input, {
      beforeChange: () => refuseOwnAccount(actor, id),
      inChange: (tx) => countStaffPoints(tx, actor, input.points, limits),
    });
    return get(actor, id);
  }

  /**
   * An admin's change of an account's discount, role or disabled state (the auth module's use
   * case). Nobody changes their own account (403 `own_account`): an admin cannot raise their own
   * discount, nor demote or disable themself by mistake.
   */
  async function update(actor: Actor, id: number, change: AccountSettingsChange) {
    await changeAccountSettings(db, actor, id, change, () => {
      if (actor.id === id) throw ownAccount('You cannot change your own account: ask another admin.');
    });
    return get(actor, id);
  }

  return { list, get, adjust, update };
}

export type StaffCustomers = ReturnType<typeof createStaffCustomers>;
