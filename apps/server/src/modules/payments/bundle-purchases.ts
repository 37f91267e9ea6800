/** A customer's bundle purchases, newest first, as the account page lists them. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { centsToAmount } from '@navihub/contract/rules';
import { payments } from '../../db/schema.js';
import { bundleTerms } from '../bundles/service.js';
import type { PaymentsDeps } from './context.js';

export function createBundlePurchases({ db }: PaymentsDeps) {
  return async function userBundlePurchases(userId: number) {
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), sql`${payments.kind} <> 'pin'`))
      .orderBy(desc(payments.createdAt));
    const terms = await bundleTerms(db);
    return rows.map((p) => ({
      id: p.id,
      kind: p.kind === 'token_bundle' ? ('token_bundle' as const) : ('subscription_bundle' as const),
      fk_bundle: p.tokenBundleId ?? p.subscriptionBundleId,
      name: p.description,
      amount: centsToAmount(p.amountCents),
      currency: p.currency,
      status: p.status,
      created_at: p.createdAt.toISOString(),
      tokens: p.tokenBundleId === null ? null : (terms.tokens.get(p.tokenBundleId) ?? null),
      duration_days:
        p.subscriptionBundleId === null ? null : (terms.days.get(p.subscriptionBundleId) ?? null),
    }));
  };
}
