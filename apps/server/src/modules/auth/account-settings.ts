/**
 * An account's discount, role and disabled state, changed by an admin in the back-office or by the
 * operator's CLI (`npm run accounts -- set-discount|set-role|disable|enable`), with its audit entry
 * (the three before and after) in the same transaction. Disabling ends the account's sessions.
 * Here because the users table is this module's (decisions 020, 069).
 */
import type { UserRole } from '@navihub/contract/backoffice-customers';
import { messages } from '@navihub/contract/messages';
import { MAX_PERSONAL_DISCOUNT_PERCENT } from '@navihub/contract/rules';
import type { Db } from '../../db/client.js';
import { invalidField, notFound } from '../../lib/domain-errors.js';
import { recordAudit, type Actor } from '../audit/index.js';
import type { User } from './service.js';
import { lockAccount, setAccountSettings } from './staff-accounts.js';

export interface AccountSettingsChange {
  discount_percent?: number | undefined;
  role?: UserRole | undefined;
  disabled?: boolean | undefined;
}

/** What the audit log keeps of an account before and after an admin's change. */
const settingsOf = (user: User) => ({
  discount_percent: user.discountPercent,
  role: user.role,
  disabled: user.disabledAt !== null,
});

/**
 * Changes `accountId`'s settings; `beforeChange` runs once the request is valid, before anything
 * is read (the back-office refuses one's own account there). 404 for an unknown account.
 */
export async function changeAccountSettings(
  db: Db,
  actor: Actor,
  accountId: number,
  change: AccountSettingsChange,
  beforeChange?: () => void,
): Promise<void> {
  const discount = change.discount_percent;
  if (
    discount !== undefined &&
    (!Number.isInteger(discount) || discount < 0 || discount > MAX_PERSONAL_DISCOUNT_PERCENT)
  ) {
    throw invalidField('discount_percent', messages.discountTooHigh);
  }
  if (discount === undefined && change.role === undefined && change.disabled === undefined)
    throw invalidField('non_field_errors', 'Nothing to change.');
  beforeChange?.();
  await db.transaction(async (tx) => {
    const before = await lockAccount(tx, accountId);
    if (!before) throw notFound();
    const after = await setAccountSettings(tx, accountId, {
      discountPercent: discount,
      role: change.role,
      disabled: change.disabled,
    });
    await recordAudit(tx, actor, {
      action: 'customer.updated',
      subjectType: 'customer',
      subjectId: accountId,
      before: settingsOf(before),
      after: settingsOf(after),
    });
  });
}
