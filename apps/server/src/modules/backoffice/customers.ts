/**
 * Staff's work on customers (issue 12): the list and one customer (staff), points given or taken
 * through the ledger (staff), and an account's discount, role and disabling (admin). Every write
 * records its audit entry in the transaction of the change. The operator CLI
 * (`npm run accounts -- grant-points|set-discount|set-role|disable|enable`) builds this same service.
 */
import { randomUUID } from 'node:crypto';
import type { StaffCustomer, StaffCustomerDetail, UserRole } from '@navihub/contract/backoffice-customers';
import { POINTS_ADJUSTMENT_MAX } from '@navihub/contract/backoffice-customers';
import { messages } from '@navihub/contract/messages';
import { centsToAmount, MAX_PERSONAL_DISCOUNT_PERCENT, NAVIGATION_TOOL } from '@navihub/contract/rules';
import type { Db } from '../../db/client.js';
import { DomainError, invalidField, notFound } from '../../lib/domain-errors.js';
import { recordAudit, type Actor } from '../audit/index.js';
import type { User } from '../auth/index.js';
import { findUserById } from '../auth/index.js';
import { listAccounts, lockAccount, setAccountSettings } from '../auth/index.js';
import { listStaffOrdersOfCustomer } from '../orders/index.js';
import { paymentsOfCustomer } from '../payments/index.js';
import { adjustPoints, balance, balancesFor, ledgerEntriesOf, toolId } from '../points/index.js';
import { navigationSubscriptionEnds } from '../subscriptions/index.js';
import { toStaffOrder } from './staff-order-view.js';
import { countStaffPoints, ownAccount, pointsLimitsFor, type StaffLimits } from './staff-limits.js';

/** How many of each (orders, payments, ledger entries) one customer's page shows. */
export const CUSTOMER_DETAIL_ROWS = 20;

const conflict = (message: string) => new DomainError('conflict', message);

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

/** What the audit log keeps of an account before and after an admin's change. */
const settingsOf = (user: User) => ({
  discount_percent: user.discountPercent,
  role: user.role,
  disabled: user.disabledAt !== null,
});

export interface CustomerUpdate {
  discount_percent?: number | undefined;
  role?: UserRole | undefined;
  disabled?: boolean | undefined;
}

/** Nobody acts on their own account in the back-office (decision 042), admins included. */
function refuseOwnAccount(actor: Actor, id: number) {
  if (actor.id === id) throw ownAccount('You cannot change your own account: ask another staff member.');
}

/**
 * `limits`: what a staff member may do alone (config); the operator CLI, whose actor is not
 * capped, builds the service without them.
 */
export function createStaffCustomers({ db, limits }: { db: Db; limits?: StaffLimits }) {
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
   * Gives (positive) or takes (negative) navigation points: one ledger entry with the reason and a
   * unique reference, and the audit entry, in one transaction. Taking more than the balance is a
   * 409 and changes nothing; of two staff taking the last point at once, one is refused. Not on
   * one's own account (403 `own_account`); a staff member's points are counted against their
   * limits in the same transaction (403 `needs_admin` beyond).
   */
  async function adjust(actor: Actor, id: number, input: { points: number; reason: string }) {
    const { points } = input;
    const reason = input.reason.trim();
    if (!Number.isInteger(points)) throw invalidField('points', messages.notAnInteger);
    if (points === 0) throw invalidField('points', 'Give or take at least one point.');
    if (Math.abs(points) > POINTS_ADJUSTMENT_MAX)
      throw invalidField('points', `At most ${POINTS_ADJUSTMENT_MAX} points at once.`);
    if (!reason) throw invalidField('reason', messages.required);
    refuseOwnAccount(actor, id);
    await db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw notFound();
      await countStaffPoints(tx, actor, points, limits);
      const tool = await toolId(tx, NAVIGATION_TOOL);
      const after = await adjustPoints(tx, {
        userId: id,
        toolId: tool,
        delta: points,
        reason,
        reference: `backoffice:${randomUUID()}`,
      });
      if (after === undefined) {
        const has = await balance(tx, id, tool);
        throw conflict(`The customer has ${has} point${has === 1 ? '' : 's'}: at most ${has} can be taken.`);
      }
      await recordAudit(tx, actor, {
        action: 'customer.points',
        subjectType: 'customer',
        subjectId: id,
        reason,
        before: { points: after - points },
        after: { points: after },
      });
    });
    return get(actor, id);
  }

  /**
   * An admin's change of an account's discount, role or disabled state, with its audit entry (the
   * three before and after). Nobody changes their own account (403 `own_account`): an admin
   * cannot raise their own discount, nor demote or disable themself by mistake. Disabling ends the
   * account's sessions.
   */
  async function update(actor: Actor, id: number, change: CustomerUpdate) {
    const discount = change.discount_percent;
    if (
      discount !== undefined &&
      (!Number.isInteger(discount) || discount < 0 || discount > MAX_PERSONAL_DISCOUNT_PERCENT)
    ) {
      throw invalidField('discount_percent', messages.discountTooHigh);
    }
    if (discount === undefined && change.role === undefined && change.disabled === undefined)
      throw invalidField('non_field_errors', 'Nothing to change.');
    if (actor.id === id) throw ownAccount('You cannot change your own account: ask another admin.');
    await db.transaction(async (tx) => {
      const before = await lockAccount(tx, id);
      if (!before) throw notFound();
      const after = await setAccountSettings(tx, id, {
        discountPercent: discount,
        role: change.role,
        disabled: change.disabled,
      });
      await recordAudit(tx, actor, {
        action: 'customer.updated',
        subjectType: 'customer',
        subjectId: id,
        before: settingsOf(before),
        after: settingsOf(after),
      });
    });
    return get(actor, id);
  }

  return { list, get, adjust, update };
}

export type StaffCustomers = ReturnType<typeof createStaffCustomers>;
