/** What a signed-in customer sees of their account: status, points, subscriptions, profile, e-mail preference. */
import { eq, sql } from 'drizzle-orm';
import type { PointsAndSubscriptions, ProfileUpdate, UserStatus } from '@navihub/contract/auth';
import { messages } from '@navihub/contract/messages';
import { MAX_PERSONAL_DISCOUNT_PERCENT } from '@navihub/contract/rules';
import type { Db, DbOrTx } from '../../db/client.js';
import { invalidField } from '../../lib/domain-errors.js';
import { users, type BusinessBuyer } from '../../db/schema.js';
import type { User } from '../auth/index.js';
import { balancesOf } from '../points/index.js';
import { subscriptionsOf } from '../subscriptions/index.js';

/**
 * Remembers a customer's business details on their account (decision 065), in the caller's
 * transaction (a checkout's) or alone; null forgets them. Answers what is kept.
 */
export async function rememberBusinessDetails(
  db: DbOrTx,
  userId: number,
  business: BusinessBuyer | null,
): Promise<BusinessBuyer | null> {
  const [row] = await db
    .update(users)
    .set({ business })
    .where(eq(users.id, userId))
    .returning({ business: users.business });
  return row?.business ?? null;
}

export function toUserStatus(user: User): UserStatus {
  return {
    pk: user.id,
    email: user.email,
    discount: user.discountPercent,
    role: user.role,
    receive_email: user.receiveEmail,
    first_name: user.firstName,
    last_name: user.lastName,
    speciality: user.speciality,
    birthday: user.birthday,
  };
}

export function toProfile(user: User) {
  const { pk, email, first_name, last_name, speciality, birthday } = toUserStatus(user);
  return { pk, email, first_name, last_name, speciality, birthday };
}

export function createAccountService({ db }: { db: Db }) {
  async function pointsAndSubscriptions(userId: number): Promise<PointsAndSubscriptions> {
    const [points, subs] = await Promise.all([balancesOf(db, userId), subscriptionsOf(db, userId)]);
    return {
      points,
      subscriptions: subs.map((s) => ({
        pk: s.pk,
        fk_tool_name: s.fk_tool_name,
        end_date: s.endDate.toISOString(),
      })),
    };
  }

  async function updateProfile(userId: number, update: ProfileUpdate): Promise<User> {
    const [user] = await db
      .update(users)
      .set({
        ...(update.first_name !== undefined && { firstName: update.first_name }),
        ...(update.last_name !== undefined && { lastName: update.last_name }),
        ...(update.speciality !== undefined && { speciality: update.speciality }),
        ...(update.birthday !== undefined && { birthday: update.birthday }),
      })
      .where(eq(users.id, userId))
      .returning();
    return user!;
  }

  /** Toggled in the database in one statement, so two quick clicks flip it twice, never lose one. */
  async function toggleReceiveEmail(userId: number): Promise<boolean> {
    const [row] = await db
      .update(users)
      .set({ receiveEmail: sql`not ${users.receiveEmail}` })
      .where(eq(users.id, userId))
      .returning({ receiveEmail: users.receiveEmail });
    return row!.receiveEmail;
  }

  /** The business details remembered on the account (decision 065); null forgets them. */
  async function rememberBusiness(
    userId: number,
    business: BusinessBuyer | null,
  ): Promise<BusinessBuyer | null> {
    const [row] = await db
      .update(users)
      .set({ business })
      .where(eq(users.id, userId))
      .returning({ business: users.business });
    return row?.business ?? null;
  }

  /** The language of the account's e-mails (decision 068): the header's language selector sets it. */
  async function setLanguage(userId: number, language: string): Promise<string> {
    const [row] = await db
      .update(users)
      .set({ language })
      .where(eq(users.id, userId))
      .returning({ language: users.language });
    return row!.language;
  }

  /** Staff's settings of an account (`npm run accounts -- set-discount|set-role`). */
  async function setDiscount(userId: number, percent: number): Promise<void> {
    if (!Number.isInteger(percent) || percent < 0 || percent > MAX_PERSONAL_DISCOUNT_PERCENT) {
      throw invalidField('discount', messages.discountTooHigh);
    }
    await db.update(users).set({ discountPercent: percent }).where(eq(users.id, userId));
  }

  async function setRole(userId: number, role: User['role']): Promise<void> {
    await db.update(users).set({ role }).where(eq(users.id, userId));
  }

  return {
    pointsAndSubscriptions,
    updateProfile,
    toggleReceiveEmail,
    rememberBusiness,
    setLanguage,
    setDiscount,
    setRole,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
